extension KeyPressProcessor {
  /// What pressing a key with `action` does to a field in `state`, once the field has been asked
  /// whether Return may act (`textFieldShouldReturn(_:)`): a Return the field refused changes
  /// nothing, as on the system keyboard.
  public func process(
    _ action: KeyAction, in state: TextEditingState, fieldAllowsReturn: Bool
  ) -> KeyPressResult {
    guard action == .return, !fieldAllowsReturn else { return process(action, in: state) }
    return unchangedResult(state)
  }

  /// What the keyboard does after carrying out `result`, the result of pressing `action` on a
  /// field that was in `state`: `outcome` is what happened when its edit was put into the field
  /// (`nil` when the effect is not an edit), `fieldAllowsReturn` the field's answer to Return
  /// (ignored for other keys), and `feedback` the keyboard's feedback settings. See
  /// `KeyPressDelivery` for the table.
  public func delivery(
    of result: KeyPressResult, pressing action: KeyAction, from state: TextEditingState,
    outcome: TextDeliveryOutcome?, fieldAllowsReturn: Bool, feedback: KeyboardFeedback
  ) -> KeyPressDelivery {
    // A line break is typing, not the end of the value.
    let commits = action == .return && fieldAllowsReturn && returnBehavior != .newline
    switch result.effect {
    case .edit:
      switch outcome ?? .fieldUnavailable {
      case .applied, .appliedByDelegate:
        // A delegate that formats the text itself and answers `false` took the edit: no buzz.
        return KeyPressDelivery(
          feedback: [], delegateEvents: [.pressed(result)], commits: commits,
          resigns: result.resignsAfterEdit && fieldAllowsReturn)
      case .refusedByDelegate:
        let rejection = EditRejection(.refusedByFieldDelegate)
        return rejected(
          rejection,
          reporting: KeyPressResult(
            effect: .rejected(rejection), state: state, preview: previewIfShown(state)),
          feedback: feedback)
      case .fieldUnavailable, .rangeUnavailable:
        return KeyPressDelivery(
          feedback: [], delegateEvents: [.pressed(unchangedResult(state))], commits: false)
      }
    case .rejected(let rejection):
      return rejected(rejection, reporting: result, feedback: feedback)
    case .selectionChanged, .resign, .switchLayout, .custom, .unchanged:
      return KeyPressDelivery(feedback: [], delegateEvents: [.pressed(result)], commits: commits)
    }
  }

  /// The live result to show after carrying out `result` on a field that now holds
  /// `fieldText`: the preview the press already computed when the field took the predicted
  /// text, evaluated afresh only when the field holds something else (its delegate refused or
  /// rewrote the edit, or a handler reformatted it).
  public func preview(after result: KeyPressResult, fieldText: String) -> String? {
    guard showsPreview else { return nil }
    return fieldText == result.state.text ? result.preview : preview(of: fieldText)
  }

  private func rejected(
    _ rejection: EditRejection, reporting result: KeyPressResult, feedback: KeyboardFeedback
  ) -> KeyPressDelivery {
    KeyPressDelivery(
      feedback: feedback.effects(for: .editRejected),
      delegateEvents: [.rejected(rejection), .pressed(result)], commits: false)
  }

  private func unchangedResult(_ state: TextEditingState) -> KeyPressResult {
    KeyPressResult(effect: .unchanged, state: state, preview: previewIfShown(state))
  }

  private func previewIfShown(_ state: TextEditingState) -> String? {
    showsPreview ? preview(of: state.text) : nil
  }
}
