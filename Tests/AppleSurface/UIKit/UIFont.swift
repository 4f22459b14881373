/// /documentation/uikit/uifont — immutable, safe from any thread.
open class UIFont: NSObject, @unchecked Sendable {
  /// /documentation/uikit/uifont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight as a number, from -1 (ultralight) to 1 (black).
    public let rawValue: CGFloat
    /// A weight from its number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// /documentation/uikit/uifont/weight/regular
    public static let regular = Weight(rawValue: 0)
  }

  /// /documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
}
