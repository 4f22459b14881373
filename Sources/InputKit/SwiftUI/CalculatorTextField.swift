#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  /// A SwiftUI text field typed with the calculator keyboard: a `UITextField` whose input view
  /// is a `CalculatorKeyboard`, with the live result above the keys.
  ///
  /// ```swift
  /// @State private var amount = ""
  /// var body: some View {
  ///   CalculatorTextField("Amount", text: $amount) { save(amount) }
  /// }
  /// ```
  ///
  /// The keyboard follows the view's locale (`@Environment(\.locale)`, which SwiftUI sets from the
  /// app's and the person's settings and `.environment(\.locale, …)` overrides) unless `locale`
  /// is given: its decimal separator, its evaluation and its spoken labels.
  ///
  /// The binding and the field stay in step without feedback loops (the core's
  /// `RepresentedFieldSync`): the field writes the binding only when its text differs (after each
  /// key press, or a paste), and SwiftUI's updates write the field only when the binding
  /// differs, which UIKit does not report back as an edit. `onCommit` runs after Return has done
  /// its work (the value has replaced the expression, or the field has resigned).
  ///
  /// It sizes like a `TextField`: the width SwiftUI proposes, its own without a proposal, and the
  /// height of its text. `.disabled(true)` disables the field (`@Environment(\.isEnabled)`), and
  /// a disabled field gives up focus.
  ///
  /// Focus is a `Binding<Bool>`, not `@FocusState`: SwiftUI's focus state follows only SwiftUI's
  /// own focusable views, and a `UIViewRepresentable` is told nothing about it (its context
  /// carries the coordinator, the transaction and the environment), so a `FocusState` could
  /// neither raise this field's keyboard nor learn that a tap focused it. A `Binding<Bool>` from a
  /// `@State` goes both ways; to drive it from a `@FocusState` enum, map the two in `onChange`.
  @MainActor
  public struct CalculatorTextField: UIViewRepresentable {
    @Binding private var text: String
    private let placeholder: String
    private let layout: KeyboardLayout
    private let locale: Locale?
    private let returnBehavior: ReturnBehavior
    private let returnKeyType: UIReturnKeyType
    private let isFocused: Binding<Bool>?
    private let onCommit: @MainActor () -> Void

    /// A field showing `placeholder` while empty, editing `text` with `layout` in `locale` (by
    /// default the view's environment locale); Return does `returnBehavior`, is titled after
    /// `returnKeyType`, then calls `onCommit`. `isFocused`, when given, is the field's focus
    /// both ways (a `Binding<Bool>`, from a `@State` for example): setting it to `true` brings
    /// the keyboard up, `false` dismisses it, and editing that begins or ends sets it.
    public init(
      _ placeholder: String, text: Binding<String>, layout: KeyboardLayout = .calculator,
      locale: Locale? = nil, returnBehavior: ReturnBehavior = .evaluate,
      returnKeyType: UIReturnKeyType = .default, isFocused: Binding<Bool>? = nil,
      onCommit: @escaping @MainActor () -> Void = {}
    ) {
      _text = text
      self.placeholder = placeholder
      self.layout = layout
      self.locale = locale
      self.returnBehavior = returnBehavior
      self.returnKeyType = returnKeyType
      self.isFocused = isFocused
      self.onCommit = onCommit
    }

    /// The coordinator that carries edits from the field back to the binding.
    public func makeCoordinator() -> Coordinator {
      Coordinator(text: _text, onCommit: onCommit)
    }

    /// Creates the field and its keyboard.
    public func makeUIView(context: Context) -> UITextField {
      let field = UITextField(frame: .zero)
      field.borderStyle = .roundedRect
      field.text = text
      // Like a SwiftUI `TextField`: as wide as offered, as tall as its text.
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      field.setContentHuggingPriority(.defaultHigh, for: .vertical)
      field.setContentCompressionResistancePriority(.required, for: .vertical)
      context.coordinator.install(
        in: field, layout: layout, locale: locale ?? context.environment.locale)
      updateUIView(field, context: context)
      return field
    }

    /// Brings the field up to date with the view's values.
    public func updateUIView(_ field: UITextField, context: Context) {
      let coordinator = context.coordinator
      coordinator.text = _text
      coordinator.onCommit = onCommit
      let locale = locale ?? context.environment.locale
      if coordinator.configuredLayout != layout || coordinator.configuredLocale != locale {
        coordinator.install(in: field, layout: layout, locale: locale)
        field.reloadInputViews()
      }
      coordinator.keyboard?.returnBehavior = returnBehavior
      coordinator.isFocused = isFocused
      field.placeholder = placeholder
      field.returnKeyType = returnKeyType
      field.isEnabled = context.environment.isEnabled
      let wanted = isFocused?.wrappedValue
      if RepresentedFieldSync.focusChange(
        wanted: wanted, isFirstResponder: field.isFirstResponder, isEnabled: field.isEnabled)
        != nil
      {
        // Focus changes wait for the update to finish: a responder change during a SwiftUI
        // update re-enters it. The field may have changed by then, so the core is asked again.
        Task { @MainActor [weak field] in
          guard let field else { return }
          switch RepresentedFieldSync.focusChange(
            wanted: wanted, isFirstResponder: field.isFirstResponder, isEnabled: field.isEnabled)
          {
          case .become?: field.becomeFirstResponder()
          case .resign?: field.resignFirstResponder()
          case nil: break
          }
        }
      }
      if let newText = RepresentedFieldSync.textForField(bound: text, fieldText: field.text) {
        field.text = newText
        coordinator.keyboard?.refreshForFieldText()
      }
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

    /// Carries the field's edits to the binding and Return to `onCommit`.
    @MainActor
    public final class Coordinator: NSObject, CalculatorKeyboardDelegate {
      fileprivate var text: Binding<String>
      fileprivate var onCommit: @MainActor () -> Void
      fileprivate var isFocused: Binding<Bool>?
      fileprivate private(set) var keyboard: CalculatorKeyboard?
      fileprivate private(set) var configuredLayout: KeyboardLayout?
      fileprivate private(set) var configuredLocale: Locale?
      private weak var field: UITextField?

      fileprivate init(text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.text = text
        self.onCommit = onCommit
      }

      fileprivate func install(in field: UITextField, layout: KeyboardLayout, locale: Locale) {
        let keyboard = CalculatorKeyboard(layout: layout, locale: locale)
        keyboard.delegate = self
        keyboard.attach(to: field)
        if self.field !== field {
          field.addAction(
            UIAction { [weak self] _ in self?.fieldTextChanged() }, for: .editingChanged)
          field.addAction(
            UIAction { [weak self] _ in self?.focusChanged(to: true) }, for: .editingDidBegin)
          field.addAction(
            UIAction { [weak self] _ in self?.focusChanged(to: false) }, for: .editingDidEnd)
        }
        self.field = field
        self.keyboard = keyboard
        configuredLayout = layout
        configuredLocale = locale
      }

      /// Copies the field's text to the binding after every press.
      public func keyboard(
        _ keyboard: CalculatorKeyboard, didPress key: Key, result: KeyPressResult
      ) {
        fieldTextChanged()
      }

      /// Runs `onCommit` when the keyboard says Return finished its work.
      public func keyboardDidCommit(_ keyboard: CalculatorKeyboard) {
        onCommit()
      }

      private func focusChanged(to focused: Bool) {
        guard
          let focus = RepresentedFieldSync.focusForBinding(
            isEditing: focused, bound: isFocused?.wrappedValue)
        else { return }
        isFocused?.wrappedValue = focus
      }

      private func fieldTextChanged() {
        guard
          let newText = RepresentedFieldSync.textForBinding(
            fieldText: field?.text, bound: text.wrappedValue)
        else { return }
        text.wrappedValue = newText
      }
    }
  }
#endif
