#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  /// A SwiftUI text field typed with the calculator keyboard: a `UITextField` whose input view is
  /// a `CalculatorKeyboard`, with the live result above the keys.
  ///
  /// ```swift
  /// @State private var amount: Decimal?
  /// @FocusState private var focus: Field?
  /// var body: some View {
  ///   CalculatorTextField("Amount", value: $amount)
  ///     .focused($focus, equals: .amount)
  /// }
  /// ```
  ///
  /// It binds the text typed (`text:`), the number Return commits (`value:`), or both. It uses
  /// the environment's locale, font (`.font(.title)`; the body font by default, both growing
  /// with Dynamic Type) and `.disabled`, draws no border unless asked
  /// (`.calculatorFieldStyle(.roundedBorder)`), and follows a focus binding or a `@FocusState`
  /// value both ways. The decisions, what to write where and when to become or resign first
  /// responder, are the core's `RepresentedFieldSync`; the keyboard underneath is the same
  /// `KeyboardSession` as everywhere.
  @MainActor
  public struct CalculatorTextField: UIViewRepresentable {
    /// How the field is drawn.
    public enum Style: Hashable, Sendable {
      /// No border: the field draws only its text, as a plain SwiftUI `TextField` does.
      case plain
      /// The system's rounded border (`UITextField.BorderStyle.roundedRect`).
      case roundedBorder
    }

    private let text: Binding<String>?
    private let value: Binding<Decimal?>?
    private let placeholder: String
    private let layout: KeyboardLayout
    private let locale: Locale?
    private let returnBehavior: ReturnBehavior
    private let returnKeyType: UIReturnKeyType
    private var focus: Focus?
    private var style = Style.plain
    private let onCommit: @MainActor () -> Void

    /// A field showing `placeholder` while empty, editing `text` (and, when given, writing the
    /// number Return commits into `value`) with `layout` in `locale` (by default the view's
    /// environment locale); Return does `returnBehavior`, is titled after `returnKeyType`, then
    /// calls `onCommit`. `isFocused`, when given, is the field's focus both ways: setting it to
    /// `true` brings the keyboard up, `false` dismisses it, and editing that begins or ends sets
    /// it.
    public init(
      _ placeholder: String, text: Binding<String>, value: Binding<Decimal?>? = nil,
      layout: KeyboardLayout = .calculator, locale: Locale? = nil,
      returnBehavior: ReturnBehavior = .evaluate, returnKeyType: UIReturnKeyType = .default,
      isFocused: Binding<Bool>? = nil, onCommit: @escaping @MainActor () -> Void = {}
    ) {
      self.init(
        placeholder, optionalText: text, value: value, layout: layout, locale: locale,
        returnBehavior: returnBehavior, returnKeyType: returnKeyType, isFocused: isFocused,
        onCommit: onCommit)
    }

    /// A field for a number: it shows `value` (formatted for the locale) and writes into it the
    /// number Return commits (`nil` for an empty field or an expression that cannot be
    /// evaluated); what is typed before Return stays in the field.
    public init(
      _ placeholder: String, value: Binding<Decimal?>, layout: KeyboardLayout = .calculator,
      locale: Locale? = nil, returnBehavior: ReturnBehavior = .evaluate,
      returnKeyType: UIReturnKeyType = .default, isFocused: Binding<Bool>? = nil,
      onCommit: @escaping @MainActor () -> Void = {}
    ) {
      self.init(
        placeholder, optionalText: nil, value: value, layout: layout, locale: locale,
        returnBehavior: returnBehavior, returnKeyType: returnKeyType, isFocused: isFocused,
        onCommit: onCommit)
    }

    private init(
      _ placeholder: String, optionalText: Binding<String>?, value: Binding<Decimal?>?,
      layout: KeyboardLayout, locale: Locale?, returnBehavior: ReturnBehavior,
      returnKeyType: UIReturnKeyType, isFocused: Binding<Bool>?,
      onCommit: @escaping @MainActor () -> Void
    ) {
      text = optionalText
      self.value = value
      self.placeholder = placeholder
      self.layout = layout
      self.locale = locale
      self.returnBehavior = returnBehavior
      self.returnKeyType = returnKeyType
      focus = isFocused.map { binding in
        Focus(
          wanted: { binding.wrappedValue }, isFocused: { binding.wrappedValue },
          set: { binding.wrappedValue = $0 })
      }
      self.onCommit = onCommit
    }

    /// The field drawn in `style`.
    public func calculatorFieldStyle(_ style: Style) -> CalculatorTextField {
      var field = self
      field.style = style
      return field
    }

    /// The field focused while `focus` is `value`, both ways: setting `focus` to `value` brings
    /// the keyboard up, to another value dismisses it, and editing that begins sets it. SwiftUI
    /// sets a focus state to `nil` while focus is outside the views it binds, which a UIKit
    /// field is, so `nil` asks nothing of the field.
    public func focused<Value: Hashable>(
      _ focus: FocusState<Value?>.Binding, equals value: Value
    ) -> CalculatorTextField {
      var field = self
      field.focus = Focus(
        wanted: { focus.wrappedValue.map { $0 == value } },
        isFocused: { focus.wrappedValue == value },
        set: { focused in
          focus.wrappedValue = RepresentedFieldSync.focusValue(
            focused, for: value, bound: focus.wrappedValue)
        })
      return field
    }

    /// The coordinator that carries edits from the field back to the bindings.
    public func makeCoordinator() -> Coordinator {
      Coordinator()
    }

    /// Creates the field and its keyboard.
    public func makeUIView(context: Context) -> UITextField {
      let field = CalculatorFieldView(frame: .zero)
      // Like a SwiftUI `TextField`: as wide as offered, as tall as its text.
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      field.setContentHuggingPriority(.defaultHigh, for: .vertical)
      field.setContentCompressionResistancePriority(.required, for: .vertical)
      field.adjustsFontForContentSizeCategory = true
      field.coordinator = context.coordinator
      context.coordinator.field = field
      updateUIView(field, context: context)
      return field
    }

    /// Brings the field up to date with the view's values.
    public func updateUIView(_ field: UITextField, context: Context) {
      let coordinator = context.coordinator
      let locale = locale ?? context.environment.locale
      coordinator.configure(
        layout: layout, locale: locale, returnBehavior: returnBehavior, text: text, value: value,
        focus: focus, onCommit: onCommit)
      field.placeholder = placeholder
      field.returnKeyType = returnKeyType
      field.isEnabled = context.environment.isEnabled
      field.borderStyle = style == .roundedBorder ? .roundedRect : .none
      field.font = UIFont.preferredFont(forTextStyle: Self.textStyle(of: context.environment.font))
      coordinator.showBindings(locale: locale)
      coordinator.applyFocus()
    }

    /// The size SwiftUI offers, as a `TextField` takes it: the offered width (the field's own
    /// when none is offered) and the field's natural height.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView field: UITextField, context: Context
    ) -> CGSize? {
      let natural = field.intrinsicContentSize
      let size = RepresentedFieldSync.fittingSize(
        proposedWidth: proposal.width.map { Double($0) }, naturalWidth: Double(natural.width),
        naturalHeight: Double(natural.height))
      return CGSize(width: size.width, height: size.height)
    }

    /// The UIKit text style for a SwiftUI font that is one (`.title`, `.body`…); the body style
    /// for none or any other font, which UIKit cannot take from SwiftUI.
    private static func textStyle(of font: Font?) -> UIFont.TextStyle {
      let styles: [Font: UIFont.TextStyle] = [
        .largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3,
        .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
        .footnote: .footnote, .caption: .caption1, .caption2: .caption2,
      ]
      return font.flatMap { styles[$0] } ?? .body
    }

    /// A focus binding, read and written through closures so a `Binding<Bool>` and a
    /// `@FocusState` value drive the field alike.
    struct Focus {
      /// The focus asked for, or `nil` for no request.
      var wanted: @MainActor () -> Bool?
      /// Whether the binding says the field is focused.
      var isFocused: @MainActor () -> Bool
      /// Writes the field's focus into the binding.
      var set: @MainActor (Bool) -> Void
    }

    /// Carries the field's edits to the bindings and Return to `onCommit`.
    @MainActor
    public final class Coordinator: NSObject, CalculatorKeyboardDelegate {
      fileprivate weak var field: UITextField?
      private var keyboard: CalculatorKeyboard?
      private var configured: (layout: KeyboardLayout, locale: Locale)?
      private var text: Binding<String>?
      private var value: Binding<Decimal?>?
      private var lastValue: Decimal??
      private var focus: Focus?
      private var onCommit: @MainActor () -> Void = {}

      fileprivate func configure(
        layout: KeyboardLayout, locale: Locale, returnBehavior: ReturnBehavior,
        text: Binding<String>?, value: Binding<Decimal?>?, focus: Focus?,
        onCommit: @escaping @MainActor () -> Void
      ) {
        self.text = text
        self.value = value
        self.focus = focus
        self.onCommit = onCommit
        if configured?.layout != layout || configured?.locale != locale, let field {
          let keyboard = CalculatorKeyboard(layout: layout, locale: locale)
          keyboard.delegate = self
          keyboard.attach(to: field)
          field.reloadInputViews()
          self.keyboard = keyboard
          configured = (layout, locale)
        }
        keyboard?.returnBehavior = returnBehavior
      }

      /// Writes the bindings' text and value into the field where they differ from it.
      fileprivate func showBindings(locale: Locale) {
        guard let field else { return }
        let shown =
          text.flatMap {
            RepresentedFieldSync.textForField(bound: $0.wrappedValue, fieldText: field.text)
          }
          ?? value.flatMap {
            RepresentedFieldSync.textForValue(
              $0.wrappedValue, previous: lastValue, fieldText: field.text, locale: locale)
          }
        lastValue = value.map(\.wrappedValue)
        guard let shown else { return }
        field.text = shown
        keyboard?.refreshForFieldText()
      }

      /// Makes the field's focus match the binding's; a request made before the field is in a
      /// window waits for it (the field asks again from `didMoveToWindow`). Responder changes
      /// wait for the SwiftUI update to finish, which a responder change would re-enter.
      fileprivate func applyFocus() {
        guard let field, focusChange(of: field) != nil else { return }
        Task { @MainActor [weak self] in self?.changeFocus() }
      }

      /// The field may have changed by the time the update is over, so the core is asked again.
      private func changeFocus() {
        guard let field else { return }
        switch focusChange(of: field) {
        case .become?: field.becomeFirstResponder()
        case .resign?: field.resignFirstResponder()
        case nil: break
        }
      }

      private func focusChange(of field: UITextField) -> RepresentedFieldSync.FocusChange? {
        RepresentedFieldSync.focusChange(
          wanted: focus?.wanted(), isFirstResponder: field.isFirstResponder,
          isEnabled: field.isEnabled, isInWindow: field.window != nil)
      }

      /// Editing began or ended: the focus binding follows.
      fileprivate func editingChanged(focus isEditing: Bool) {
        guard
          let write = RepresentedFieldSync.focusForBinding(
            isEditing: isEditing, bound: focus?.isFocused())
        else { return }
        focus?.set(write)
      }

      /// Copies the field's text to the text binding.
      fileprivate func fieldTextChanged() {
        guard let text,
          let newText = RepresentedFieldSync.textForBinding(
            fieldText: field?.text, bound: text.wrappedValue)
        else { return }
        text.wrappedValue = newText
      }

      /// Copies the field's text to the binding after every press.
      public func keyboard(
        _ keyboard: CalculatorKeyboard, didPress key: Key, result: KeyPressResult
      ) {
        fieldTextChanged()
      }

      /// Return finished its work: the value binding gets the committed number, then
      /// `onCommit` runs.
      public func keyboardDidCommit(_ keyboard: CalculatorKeyboard) {
        let committed = RepresentedFieldSync.valueForCommit(
          text: field?.text ?? "", locale: keyboard.locale)
        value?.wrappedValue = committed
        lastValue = value.map { _ in committed }
        onCommit()
      }

      fileprivate var calculatorKeyboard: CalculatorKeyboard? { keyboard }
    }
  }

  /// The field `CalculatorTextField` shows: it hands a hardware keyboard's presses to the
  /// calculator keyboard, applies a focus request once it is in a window, and tells its
  /// coordinator of edits and focus.
  @MainActor
  final class CalculatorFieldView: UITextField {
    weak var coordinator: CalculatorTextField.Coordinator? {
      didSet {
        addAction(
          UIAction { [weak self] _ in self?.coordinator?.fieldTextChanged() }, for: .editingChanged)
        addAction(
          UIAction { [weak self] _ in self?.coordinator?.editingChanged(focus: true) },
          for: .editingDidBegin)
        addAction(
          UIAction { [weak self] _ in self?.coordinator?.editingChanged(focus: false) },
          for: .editingDidEnd)
      }
    }

    private var keyboard: CalculatorKeyboard? { coordinator?.calculatorKeyboard }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      coordinator?.applyFocus()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesBegan(keyboard?.typeHardwareKeys(presses) ?? presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesEnded(keyboard?.hardwareKeysEnded(presses) ?? presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesCancelled(keyboard?.hardwareKeysEnded(presses) ?? presses, with: event)
    }
  }
#endif
