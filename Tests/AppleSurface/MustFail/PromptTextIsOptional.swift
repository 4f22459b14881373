// A prompt can be cancelled: `present(from:)` gives the accepted text or `nil`, never a bare
// String.
// expected-error: value of optional type 'String?' must be unwrapped
import InputKit
import UIKit

@MainActor func ask(_ presenter: UIViewController) async -> String {
  await TextPromptController(title: "Amount").present(from: presenter)
}
