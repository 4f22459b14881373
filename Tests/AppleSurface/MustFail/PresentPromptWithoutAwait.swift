// The prompt's result arrives asynchronously: `present(from:)` must be awaited.
// expected-error: expression is 'async' but is not marked with 'await'
import InputKit
import UIKit

@MainActor func ask(_ presenter: UIViewController) async -> String? {
  TextPromptController(title: "Amount").present(from: presenter)
}
