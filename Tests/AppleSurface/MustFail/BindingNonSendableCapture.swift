// Binding(get:set:) takes `@Sendable` closures (/documentation/swiftui/binding/init(get:set:)-7ufcp):
// capturing a non-Sendable reference in them is rejected.
// expected-error: non-Sendable type 'Box'
import SwiftUI

final class Box { var text = "" }

func bind(_ box: Box) -> Binding<String> {
  Binding(get: { box.text }, set: { box.text = $0 })
}
