#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a list's file, held for as long as this value lives: a second app
/// session on the same file sees it taken and opens the list read-only instead of saving over
/// the first one's changes. The system releases it when the process ends, however it ends.
public final class ItemFileLock: Sendable {
  private let descriptor: Int32

  /// A lock held through the open `descriptor` (closed when the lock goes away), or none
  /// (`-1`) for a file system that does not lock.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
