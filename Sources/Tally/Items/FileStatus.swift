/// What `stat` says about a file, as much as saving over it needs: what kind of file it is,
/// who owns it, its permission bits and how many names it has.
public struct FileStatus: Hashable, Sendable {
  /// What kind of file a path names.
  public enum Kind: String, Hashable, Sendable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A named pipe: opening it for reading waits for a writer.
    case fifo
    /// A character device such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device such as a disk.
    case blockDevice
    /// A Unix-domain socket.
    case socket
    /// Anything else (a door, a whiteout: kinds some systems have).
    case special
  }

  /// The kind of file.
  public var kind: Kind
  /// The permission bits (`0o600`, `0o644`), without the file type.
  public var permissions: UInt16
  /// The owner's user id.
  public var owner: UInt32
  /// The owning group's id.
  public var group: UInt32
  /// How many directory entries (hard links) name the file.
  public var linkCount: Int
  /// The size in bytes.
  public var size: Int64

  /// A status with the given fields.
  public init(
    kind: Kind, permissions: UInt16, owner: UInt32 = 0, group: UInt32 = 0, linkCount: Int = 1,
    size: Int64 = 0
  ) {
    self.kind = kind
    self.permissions = permissions
    self.owner = owner
    self.group = group
    self.linkCount = linkCount
    self.size = size
  }

  /// Whether nobody may write the file by its permission bits: someone made it read-only on
  /// purpose, which root's power to write it anyway does not override.
  public var isReadOnly: Bool { permissions & 0o222 == 0 }
}
