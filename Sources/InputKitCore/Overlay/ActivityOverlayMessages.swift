/// The overlay's default texts, shown when an activity or outcome brings no message of its
/// own. Also what VoiceOver announces (see ``ActivityOverlayEvent/announcement``).
public struct ActivityOverlayMessages: Hashable, Sendable {
  /// Shown while work runs: "Loading…".
  public var loading: String
  /// For sending work, as in an overlay over the keyboard: "Sending…". Pass it to
  /// `begin(message:at:)`; the state never picks it by itself.
  public var sending: String
  /// Shown after a success without a message: "Done".
  public var succeeded: String
  /// Shown after a failure without a message: "Failed".
  public var failed: String

  /// Creates messages from explicit, already localised texts.
  public init(loading: String, sending: String, succeeded: String, failed: String) {
    self.loading = loading
    self.sending = sending
    self.succeeded = succeeded
    self.failed = failed
  }

  /// InputKit's own texts in `language`, from the `Common` and `Overlay` tables.
  public init(language: InterfaceLanguage) {
    let common = LocalizedStrings(table: "Common", language: language)
    let overlay = LocalizedStrings(table: "Overlay", language: language)
    self.init(
      loading: common.string("loading"), sending: common.string("sending"),
      succeeded: overlay.string("succeeded"), failed: overlay.string("failed"))
  }
}
