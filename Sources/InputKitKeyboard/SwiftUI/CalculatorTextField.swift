#if canImport(UIKit)
  import SwiftUI
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// A SwiftUI text field typed with the calculator keyboard, the live result above the keys.
  ///
  /// ```swift
  /// @State private var amount: Decimal?
  /// @FocusState private var focus: Field?
  /// var body: some View {
  ///   CalculatorTextField("Amount", value: $amount)
  ///     .calculatorFocused($focus, equals: .amount)
  /// }
  /// ```
  ///
  /// It binds the text typed, the number Return commits, or both, and follows focus both ways.
  @MainActor
  public struct CalculatorTextField: View {
    /// How the field is drawn.
    public enum Style: Hashable, Sendable {
      /// No border, as a plain SwiftUI `TextField`.
      case plain
      /// The system's rounded border (`UITextField.BorderStyle.roundedRect`).
      case roundedBorder
    }

    // The bindings are stored whole, never optional or inside closures: SwiftUI updates the
    // field when the value behind a stored binding changes, also when the view that owns it
    // (setting a value in a button's action) never reads it.
    fileprivate let text: Binding<String>
    fileprivate let bindsText: Bool
    fileprivate let value: Binding<Decimal?>
    fileprivate let bindsValue: Bool
    fileprivate let isFocused: Binding<Bool>
    fileprivate let bindsFocus: Bool
    fileprivate var focusState: Focus?
    fileprivate let placeholder: String
    fileprivate let layout: KeyboardLayout
    fileprivate let locale: Locale?
    fileprivate let returnBehavior: ReturnBehavior
    fileprivate let returnKeyType: UIReturnKeyType
    fileprivate var style = Style.plain
    fileprivate let onCommit: @MainActor () -> Void

    /// A field editing `text`, writing the number Return commits into `value` when given.
    /// - Parameters:
    ///   - placeholder: Shown while the field is empty.
    ///   - text: The text typed, written after every key.
    ///   - value: The number Return commits; one set from outside is shown.
    ///   - layout: The keys and their rules.
    ///   - locale: `nil` for the environment's.
    ///   - returnBehavior: What Return does.
    ///   - returnKeyType: The return key's title.
    ///   - isFocused: The field's focus, both ways.
    ///   - onCommit: Runs after Return.
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

    /// A field for a number: it shows `value` formatted and writes into it the number Return
    /// commits.
    /// - Parameters:
    ///   - placeholder: Shown while the field is empty.
    ///   - value: The number Return commits, or `nil`.
    ///   - layout: The keys and their rules.
    ///   - locale: `nil` for the environment's.
    ///   - returnBehavior: What Return does.
    ///   - returnKeyType: The return key's title.
    ///   - isFocused: The field's focus, both ways.
    ///   - onCommit: Runs when Return has done its work.
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
      text = optionalText ?? .constant("")
      bindsText = optionalText != nil
      self.value = value ?? .constant(nil)
      bindsValue = value != nil
      self.isFocused = isFocused ?? .constant(false)
      bindsFocus = isFocused != nil
      self.placeholder = placeholder
      self.layout = layout
      self.locale = locale
      self.returnBehavior = returnBehavior
      self.returnKeyType = returnKeyType
      self.onCommit = onCommit
    }

    /// The field drawn in `style`; call it on the field itself.
    /// - Parameter style: The border to draw, or none.
    /// - Returns: The field drawn in `style`.
    public func calculatorFieldStyle(_ style: Style) -> CalculatorTextField {
      var field = self
      field.style = style
      return field
    }

    /// The field focused while `focus` is `value`, both ways; call it on the field itself, since
    /// SwiftUI's `focused(_:equals:)` does not reach a UIKit field.
    ///
    /// SwiftUI reads this focus state as `nil` while its focus is in no SwiftUI view, so `nil`
    /// asks nothing of the field: to dismiss, set another value or use `isFocused`.
    /// - Parameters:
    ///   - focus: The focus state's binding (`$focus`).
    ///   - value: The value that stands for this field.
    /// - Returns: The field, following `focus`.
    public func calculatorFocused<Value: Hashable>(
      _ focus: FocusState<Value?>.Binding, equals value: Value
    ) -> some View {
      CalculatorFocusedField(field: self, focus: focus, value: value)
    }

    fileprivate func following(_ focus: Focus) -> CalculatorTextField {
      var field = self
      field.focusState = focus
      return field
    }

    /// The field, a UIKit text field typed with the calculator keyboard.
    public var body: some View {
      CalculatorFieldRepresentable(source: self)
    }

    /// A focus binding as closures, so a `Binding<Bool>` and a `@FocusState` drive the field alike.
    struct Focus {
      /// The focus asked for, or `nil` for no request.
      var wanted: @MainActor () -> Bool?
      var isFocused: @MainActor () -> Bool
      var set: @MainActor (Bool) -> Void
      /// The focus state's value when the view was made, so the field's inputs differ when it does.
      var current: AnyHashable? = nil
    }

    /// Carries the field's edits to the bindings and Return to `onCommit`.
    @MainActor
    final class Coordinator: NSObject, CalculatorKeyboardDelegate {
      fileprivate weak var field: CalculatorFieldView?
      fileprivate var session = BoundFieldSession()
      private var text: Binding<String>?
      private var value: Binding<Decimal?>?
      private var focus: Focus?
      private var onCommit: @MainActor () -> Void = {}

      fileprivate func update(
        _ field: CalculatorFieldView, layout: KeyboardLayout, locale: Locale,
        text: Binding<String>?, value: Binding<Decimal?>?, focus: Focus?,
        onCommit: @escaping @MainActor () -> Void
      ) {
        self.text = text
        self.value = value
        self.focus = focus
        self.onCommit = onCommit
        apply(
          session.update(
            layout: layout, locale: locale, text: text?.wrappedValue,
            value: value.map(\.wrappedValue), wantedFocus: focus?.wanted(), field: report(field)))
      }

      /// The field moved to a window, where a focus request made before can be met.
      fileprivate func movedToWindow(_ field: CalculatorFieldView) {
        apply(session.focusRequest(wanted: focus?.wanted(), field: report(field)))
      }

      private func changeFocus() {
        guard let field else { return }
        apply(session.focus(wanted: focus?.wanted(), field: report(field)))
      }

      fileprivate func editingChanged(focus isEditing: Bool) {
        apply(session.editing(isEditing, boundFocus: focus?.isFocused()))
      }

      fileprivate func fieldTextChanged() {
        apply(session.fieldChanged(text: field?.text, boundText: text?.wrappedValue))
      }

      func keyboard(_ keyboard: CalculatorKeyboard, didPress key: Key) {
        fieldTextChanged()
      }

      func keyboardDidCommit(_ keyboard: CalculatorKeyboard) {
        apply(
          session.committed(
            text: field?.text, locale: keyboard.locale, bindsValue: value != nil))
      }

      private func report(_ field: UITextField) -> BoundFieldSession.Field {
        BoundFieldSession.Field(
          text: field.text, isFirstResponder: field.isFirstResponder, isEnabled: field.isEnabled,
          isInWindow: field.window != nil)
      }

      private func apply(_ effects: [BoundFieldSession.Effect]) {
        for effect in effects {
          switch effect {
          case .reconfigure(let layout, let locale):
            field?.keyboard.reconfigure(layout: layout, locale: locale)
          case .showText(let shown):
            field?.text = shown
            field?.keyboard.refreshForFieldText()
          case .writeTextAfterUpdate(let shown):
            let text = text
            Task { @MainActor in text?.wrappedValue = shown }
          case .changeFocusAfterUpdate:
            Task { @MainActor [weak self] in self?.changeFocus() }
          case .becomeFirstResponder: field?.becomeFirstResponder()
          case .resignFirstResponder: field?.resignFirstResponder()
          case .writeFocus(let isFocused): focus?.set(isFocused)
          case .writeText(let newText): text?.wrappedValue = newText
          case .writeValue(let committed): value?.wrappedValue = committed
          case .runOnCommit: onCommit()
          }
        }
      }
    }
  }

  /// The UIKit side of a ``CalculatorTextField``: makes, updates and sizes the field.
  @MainActor
  struct CalculatorFieldRepresentable: UIViewRepresentable {
    let source: CalculatorTextField

    func makeCoordinator() -> CalculatorTextField.Coordinator {
      CalculatorTextField.Coordinator()
    }

    func makeUIView(context: Context) -> CalculatorFieldView {
      let locale = locale(in: context.environment)
      let keyboard = CalculatorKeyboard(
        layout: source.layout, locale: locale, returnBehavior: source.returnBehavior)
      keyboard.delegate = context.coordinator
      let field = CalculatorFieldView(keyboard: keyboard)
      // Like a SwiftUI `TextField`: as wide as offered, as tall as its text.
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      field.setContentHuggingPriority(.defaultHigh, for: .vertical)
      field.setContentCompressionResistancePriority(.required, for: .vertical)
      // The environment's Dynamic Type size sets the font (`updateUIView`).
      field.adjustsFontForContentSizeCategory = false
      field.coordinator = context.coordinator
      context.coordinator.field = field
      context.coordinator.session.keyboardMade(layout: source.layout, locale: locale)
      updateUIView(field, context: context)
      return field
    }

    /// Brings the field up to date with the view's values, changing only what differs.
    func updateUIView(_ field: CalculatorFieldView, context: Context) {
      let coordinator = context.coordinator
      let environment = context.environment
      let locale = locale(in: environment)
      update(field.keyboard, \.returnBehavior, to: source.returnBehavior)
      let traits = UITraitCollection(
        preferredContentSizeCategory: UIContentSizeCategory(environment.dynamicTypeSize))
      let font = UIFont.preferredFont(
        forTextStyle: Self.textStyle(of: environment.font), compatibleWith: traits)
      update(field, \.placeholder, to: source.placeholder)
      update(field, \.returnKeyType, to: source.returnKeyType)
      update(field, \.isEnabled, to: environment.isEnabled)
      update(field, \.borderStyle, to: source.style == .roundedBorder ? .roundedRect : .none)
      update(field, \.font, to: font)
      // Last: the focus request reads the field's `isEnabled`.
      coordinator.update(
        field, layout: source.layout, locale: locale,
        text: source.bindsText ? source.text : nil, value: source.bindsValue ? source.value : nil,
        focus: focus, onCommit: source.onCommit)
    }

    func sizeThatFits(
      _ proposal: ProposedViewSize, uiView field: CalculatorFieldView, context: Context
    ) -> CGSize? {
      let natural = field.intrinsicContentSize
      let size = BoundFieldSession.fittingSize(
        proposedWidth: proposal.width.map { Double($0) }, naturalWidth: Double(natural.width),
        naturalHeight: Double(natural.height))
      return CGSize(width: size.width, height: size.height)
    }

    private func locale(in environment: EnvironmentValues) -> Locale {
      source.locale ?? environment.locale
    }

    /// The focus the field follows: a focus state's, the `isFocused` binding's, or none.
    private var focus: CalculatorTextField.Focus? {
      let binding = source.isFocused
      let bound = CalculatorTextField.Focus(
        wanted: { binding.wrappedValue }, isFocused: { binding.wrappedValue },
        set: { binding.wrappedValue = $0 })
      return source.focusState ?? (source.bindsFocus ? bound : nil)
    }

    /// The UIKit text style for a SwiftUI text-style font; the body style for any other.
    private static func textStyle(of font: Font?) -> UIFont.TextStyle {
      let styles: [Font: UIFont.TextStyle] = [
        .largeTitle: .largeTitle, .title: .title1, .title2: .title2, .title3: .title3,
        .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
        .footnote: .footnote, .caption: .caption1, .caption2: .caption2,
      ]
      return font.flatMap { styles[$0] } ?? .body
    }
  }

  /// A ``CalculatorTextField`` following a `@FocusState`, read in its body so SwiftUI updates it.
  @MainActor
  struct CalculatorFocusedField<Value: Hashable>: View {
    let field: CalculatorTextField
    @FocusState<Value?>.Binding var focus: Value?
    let value: Value

    var body: some View {
      let binding = $focus
      let value = value
      return field.following(
        CalculatorTextField.Focus(
          wanted: { binding.wrappedValue.map { $0 == value } },
          isFocused: { binding.wrappedValue == value },
          set: { focused in
            binding.wrappedValue = BoundFieldSession.focusValue(
              focused, for: value, bound: binding.wrappedValue)
          }, current: focus.map { AnyHashable($0) }))
    }
  }

  /// Sets `object`'s `keyPath` to `value` only when it differs, so an update resets nothing.
  @MainActor
  private func update<Object: AnyObject, Value: Equatable>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, to value: Value
  ) {
    guard object[keyPath: keyPath] != value else { return }
    object[keyPath: keyPath] = value
  }

  /// The field `CalculatorTextField` shows, telling its coordinator of edits, focus and window.
  @MainActor
  final class CalculatorFieldView: CalculatorField {
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

    init(keyboard: CalculatorKeyboard) {
      super.init(frame: .zero, keyboard: keyboard)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      coordinator?.movedToWindow(self)
    }
  }
#endif
