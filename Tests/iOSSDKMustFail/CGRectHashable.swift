// expected-error: does not conform to protocol 'Hashable'
// CoreGraphics types are Hashable only from iOS 18: synthesising Hashable over a CGRect field
// must be rejected for an iOS 16 deployment target.
import CoreGraphics

struct KeyFrame: Hashable {
  var frame: CGRect
}
