// The full result tells Delete and Cancel apart from accepted text: it is not a String.
// expected-error: cannot convert value of type 'TextPromptResult' to specified type 'String'
import InputKit
import UIKit

@MainActor func rename(_ presenter: UIViewController) async {
  let name: String = await TextPromptController(title: "Name").presentForResult(from: presenter)
  _ = name
}
