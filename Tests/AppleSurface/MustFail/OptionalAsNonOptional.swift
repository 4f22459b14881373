// `inputView` is `UIView?`: a responder may have no custom input view.
// expected-error: value of optional type 'UIView?' must be unwrapped
import UIKit

@MainActor func keyboard(of responder: UIResponder) -> UIView {
  responder.inputView
}
