#if canImport(UIKit)
  import SwiftUI
  import UIKit
  import InputKitKeyboardFrame
  import InputKitPromptCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI
  import InputKitValidation

  extension View {
    /// Presents a text prompt while `isPresented` is true; setting it false cancels the prompt.
    ///
    /// ```swift
    /// .textPrompt(isPresented: $isAdding, title: "New amount") { text in
    ///   if let text { amounts.append(text) }
    /// }
    /// ```
    ///
    /// Its strings follow `@Environment(\.locale)`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether it is up.
    ///   - title: Its title.
    ///   - text: The opening text.
    ///   - rules: The rules Okay requires.
    ///   - options: The message, keyboard and actions.
    ///   - onResult: Gets the accepted text, or `nil`.
    /// - Returns: The view presenting it.
    @MainActor
    public func textPrompt(
      isPresented: Binding<Bool>, title: String, text: String = "",
      rules: [ValidationRule] = [.required], options: TextPromptOptions = TextPromptOptions(),
      onResult: @escaping @MainActor (String?) -> Void
    ) -> some View {
      textPrompt(
        isPresented: isPresented, title: title, text: text, rules: rules, options: options,
        onCompletion: { onResult($0.acceptedText) })
    }

    /// Presents a text prompt while `isPresented` is true and calls `onCompletion` once with how it
    /// ended: accepted, cancelled or the destructive action.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the prompt is up.
    ///   - title: The title above the field.
    ///   - text: The text the field opens on.
    ///   - rules: The rules Okay and Return require.
    ///   - options: The message, placeholder, keyboard and actions.
    ///   - onCompletion: Called once with how the prompt ended.
    /// - Returns: The view, presenting the prompt.
    @MainActor
    public func textPrompt(
      isPresented: Binding<Bool>, title: String, text: String = "",
      rules: [ValidationRule] = [.required], options: TextPromptOptions = TextPromptOptions(),
      onCompletion: @escaping @MainActor (TextPromptResult) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(
          isPresented: isPresented,
          prompt: { locale in
            TextPrompt(
              title: title, text: text, rules: rules, language: InterfaceLanguage(locale: locale))
          }, options: options, onCompletion: onCompletion)
      }
    }

    /// Presents a text prompt for `prompt` while `isPresented` is true, as
    /// ``textPrompt(isPresented:title:text:rules:options:onCompletion:)`` does.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the prompt is up.
    ///   - prompt: The prompt, with its title, text, rules and language.
    ///   - options: The message, placeholder, keyboard, Okay's title and destructive action.
    ///   - onCompletion: Called once with how the prompt ended.
    /// - Returns: The view, presenting the prompt while `isPresented` is true.
    @MainActor
    public func textPrompt(
      isPresented: Binding<Bool>, prompt: TextPrompt,
      options: TextPromptOptions = TextPromptOptions(),
      onCompletion: @escaping @MainActor (TextPromptResult) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(
          isPresented: isPresented, prompt: { _ in prompt }, options: options,
          onCompletion: onCompletion)
      }
    }
  }

  /// An invisible view that presents the prompt over its window's topmost view controller once
  /// it is in a window: it needs no view controller of its own, whose `viewDidAppear` SwiftUI
  /// may never send. How the binding and the prompts follow each other is the core's
  /// `PromptBinding`.
  struct TextPromptPresenter: UIViewRepresentable {
    let isPresented: Binding<Bool>
    /// The prompt to present, given the view's locale.
    let prompt: @MainActor (Locale) -> TextPrompt
    let options: TextPromptOptions
    let onCompletion: @MainActor (TextPromptResult) -> Void

    func makeUIView(context: Context) -> PromptAnchorView {
      PromptAnchorView(frame: .zero)
    }

    func updateUIView(_ anchor: PromptAnchorView, context: Context) {
      let locale = context.environment.locale
      anchor.presenter = self
      anchor.makePrompt = { [prompt, options] in
        TextPromptController(prompt: prompt(locale), options: options)
      }
      anchor.updated(isPresented: isPresented.wrappedValue)
    }

    static func dismantleUIView(_ anchor: PromptAnchorView, coordinator: ()) {
      anchor.dismantled()
    }
  }

  /// Holds the prompt on screen and carries out the binding's effects: presents, cancels, turns
  /// the binding off and reports the result.
  final class PromptAnchorView: UIView {
    /// The representable as last updated: its binding and completion.
    var presenter: TextPromptPresenter?
    /// Makes a prompt as last updated: title, text, rules, options, the view's locale.
    var makePrompt: (@MainActor () -> TextPromptController)?
    private var binding = PromptBinding()
    private lazy var driver = SessionDriver<PromptBinding.Event, PromptBinding.Effect>(
      handle: { [unowned self] event in binding.handle(event) },
      apply: { [unowned self] effect in apply(effect) })
    private var prompt: TextPromptController?

    /// Reports a view update with the binding's value on the main queue's next turn: SwiftUI
    /// forbids changing state (the binding, the app's own in its completion) during a view
    /// update. Whether the view is in a window is read then.
    func updated(isPresented: Bool) {
      Task { @MainActor in forward(.updated(isPresented: isPresented, isInWindow: window != nil)) }
    }

    /// Reports that SwiftUI took the view away for good, on the main queue's next turn, as
    /// ``updated(isPresented:)`` does.
    func dismantled() {
      Task { @MainActor in forward(.dismantled) }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      forward(.movedToWindow(isInWindow: window != nil))
    }

    private func forward(_ event: PromptBinding.Event) {
      driver.send(event)
    }

    private func apply(_ effect: PromptBinding.Effect) {
      switch effect {
      case .present:
        prompt = makePrompt?()
        let (prompt, window) = (prompt, window)
        Task { @MainActor in
          let result = await prompt?.presentForResult(over: window?.rootViewController)
          forward(.promptEnded(result ?? .cancelled))
        }
      case .cancel:
        prompt?.cancel()
      case .turnBindingOff:
        presenter?.isPresented.wrappedValue = false
      case .report(let result):
        presenter?.onCompletion(result)
      }
    }
  }
#endif
