/// The UTF-8 bytes of a separator (up to 8), stored inline so that the tokenizer carries no
/// reference-counted storage.
struct SeparatorBytes: Hashable, Sendable {
  private var packed: UInt64 = 0
  /// 0 for `none`, which matches nothing.
  private(set) var count = 0

  static let none = SeparatorBytes()

  private init() {}

  /// The bytes of `text`, or `nil` when it is empty or longer than 8 bytes.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard (1...8).contains(bytes.count) else { return nil }
    for (index, byte) in bytes.enumerated() {
      packed |= UInt64(byte) << UInt64(8 * index)
    }
    count = bytes.count
  }

  @inline(__always)
  subscript(index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: packed >> UInt64(8 * index))
  }
}
