/// /documentation/coregraphics/cgcolor — a Core Foundation type in CoreGraphics, re-exported by
/// QuartzCore and UIKit (its page was not looked up: only the type's name and its being an
/// immutable, thread-safe class matter here, because InputKit only passes one to `CALayer`).
public final class CGColor: @unchecked Sendable {
  private init() {}
}
