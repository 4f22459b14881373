#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole writes to a file descriptor, the one loop the item store and the command line share.
///
/// Public rather than `package`: the example app compiles these files in an Xcode target of
/// its own, which has no package name.
public enum DescriptorWriter {
  /// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes;
  /// returns the `errno` of the write that failed for good (`EIO` for one that wrote nothing),
  /// or `nil` when every byte was written.
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return written < 0 ? errno : EIO
      }
    }
    return nil
  }
}
