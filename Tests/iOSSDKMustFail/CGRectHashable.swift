// expected-error: does not conform to protocol 'Hashable'
// requires-sdk-before: 18
// CoreGraphics types are Hashable only from iOS 18: synthesising Hashable over a CGRect field
// must be rejected for an iOS 16 deployment target. Only SDKs before iOS 18 reject it: with a
// newer SDK the compiler synthesises the conformance without checking its availability, and the
// program traps on iOS 16 and 17 at run time, which is why the core never does it.
import CoreGraphics

struct KeyFrame: Hashable {
  var frame: CGRect
}
