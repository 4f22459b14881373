import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitPromptCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The geometry types hash their numbers themselves (CoreGraphics' types are `Hashable` only
/// from iOS 18), so equal values must hash alike and differing ones must stay apart in a set.
@Suite("Geometry values hash what they compare")
struct GeometryHashingTests {
  @Test("equal keyboard geometries hash alike; different screens are different elements")
  func keyboardGeometry() {
    let phone = KeyboardGeometry(screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let same = KeyboardGeometry(screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let pad = KeyboardGeometry(screenBounds: CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(phone.hashValue == same.hashValue)
    #expect(Set([phone, same, pad]).count == 2)
  }

  @Test("rectangles that compare equal hash alike: mirrored sizes and every null rectangle")
  func equalRectanglesHashAlike() {
    let pairs: [(CGRect, CGRect)] = [
      (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 10, width: -10, height: -10)),
      (CGRect(x: 5, y: 0, width: -5, height: 3), CGRect(x: 0, y: 0, width: 5, height: 3)),
      (.null, CGRect.null.offsetBy(dx: 3, dy: 4)),
    ]
    for (first, second) in pairs {
      #expect(first == second)
      let one = KeyboardGeometry(screenBounds: first)
      let other = KeyboardGeometry(screenBounds: second)
      #expect(one == other)
      #expect(one.hashValue == other.hashValue)
    }
  }

  @Test("frame changes differing in any field are different elements")
  func frameChanges() {
    let base = KeyboardFrameChange(
      beginFrame: CGRect(x: 0, y: 844, width: 390, height: 300),
      endFrame: CGRect(x: 0, y: 544, width: 390, height: 300),
      animationDuration: 0.25, animationCurve: 7)
    var otherEnd = base
    otherEnd.endFrame.origin.y = 500
    var otherCurve = base
    otherCurve.animationCurve = 0
    #expect(Set([base, base, otherEnd, otherCurve]).count == 3)
  }

  @Test("prompt layouts and keyboard metrics hash every frame and number")
  func promptLayoutAndMetrics() {
    let layout = PromptLayout(
      containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: .zero,
      keyboard: .docked(CGRect(x: 0, y: 544, width: 390, height: 300)),
      measurements: PromptLayout.Measurements(title: 20, errorLine: 18, field: 36))
    var moved = layout
    moved.messageFrame = CGRect(x: 16, y: 80, width: 200, height: 18)
    #expect(Set([layout, layout, moved]).count == 2)

    let metrics = KeyboardMetrics(size: CGSize(width: 320, height: 200))
    var scaled = metrics
    scaled.scale = 2
    #expect(Set([metrics, metrics, scaled]).count == 2)
  }
}
