/// /documentation/coregraphics/cgcolor — `class CGColor`, a Core Foundation type conforming to
/// Sendable and Hashable (not in the docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/CoreGraphics/cgcolor.md).
/// CoreGraphics provides it and QuartzCore and UIKit re-export it; its initializers and
/// properties are left out, because InputKit only passes one to `CALayer`.
public final class CGColor: @unchecked Sendable {
  private init() {}
}
