/// /documentation/uikit/uitextfielddelegate — `@MainActor protocol UITextFieldDelegate :
/// NSObjectProtocol` (not in the docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uitextfielddelegate.md);
/// every requirement is `optional` (see OptionalRequirementCalls.swift for how they are
/// modelled).
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {}

extension UITextFieldDelegate {
  /// /documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  /// — `optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
  /// replacementString string: String) -> Bool`. The page marks it iOS 2.0–27.0: deprecated in
  /// iOS 27 in favour of `textField(_:shouldChangeCharactersInRanges:replacementString:)`
  /// (iOS 26+), so no deprecation warning below a deployment target of iOS 27.
  public var textField: _TextFieldShouldChangeCharacters? { nil }

  /// /documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:) —
  /// `optional func textFieldShouldReturn(_ textField: UITextField) -> Bool`
  public var textFieldShouldReturn: _TextFieldShouldReturn? { nil }
}
