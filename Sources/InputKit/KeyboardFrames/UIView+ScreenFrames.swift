#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// `rect`, in `screen`'s coordinates as a keyboard frame notification gives it, in this
    /// view's coordinates, through every transform between them: a scaled or rotated view (or
    /// one inside such a view) sees the keyboard where it is, where subtracting the view's
    /// origin on screen would not. The overlay and the prompt convert keyboard frames by this
    /// one call; what to make of the frame is the core's.
    func convert(fromScreen rect: CGRect, of screen: UIScreen) -> CGRect {
      convert(rect, from: screen.coordinateSpace)
    }
  }
#endif
