// Layout anchors only combine with anchors of their own kind: a top edge cannot equal a height.
// expected-error: cannot convert value of type 'NSLayoutAnchor<NSLayoutDimension>' to expected argument type 'NSLayoutAnchor<NSLayoutYAxisAnchor>'
import UIKit

@MainActor func pinWrongly(_ title: UIView, in view: UIView) {
  NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: view.heightAnchor)])
}
