/// What a field shows above its keyboard (its `inputAccessoryView`), as a keyboard session reads
/// it: an app's own bar is never replaced or taken away.
package enum FieldAccessory: Hashable, Sendable {
  /// Nothing.
  case none
  /// InputKit's live-result bar: this keyboard's, or another calculator keyboard's that typed
  /// into the field before.
  case liveResult(isThisKeyboards: Bool)
  /// A view of the app's own (a Done or Next toolbar).
  case app
}
