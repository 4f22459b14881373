#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  extension View {
    /// Presents a text prompt titled `title` while `isPresented` is true, over the screen this
    /// view is on, and calls `onResult` once with the accepted text, or `nil` if it was
    /// cancelled or ended with the destructive action.
    ///
    /// ```swift
    /// .textPrompt(isPresented: $isAdding, title: "New amount",
    ///             options: TextPromptOptions(keyboard: .calculator())) { text in
    ///   if let text { amounts.append(text) }
    /// }
    /// ```
    ///
    /// `isPresented` turns false when the prompt ends; setting it to false first cancels the
    /// prompt. The prompt's own strings (Okay, Cancel, Delete, the messages) follow the view's
    /// `@Environment(\.locale)`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the prompt is up.
    ///   - title: The title above the field.
    ///   - text: The text the field opens on.
    ///   - rules: The rules Okay and Return require (by default: not empty).
    ///   - options: The message, placeholder, keyboard, Okay's title and destructive action.
    ///   - onResult: Called once with the accepted text, or `nil`.
    /// - Returns: The view, presenting the prompt while `isPresented` is true.
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

    /// Presents a text prompt titled `title` while `isPresented` is true, as
    /// ``textPrompt(isPresented:title:text:rules:options:onResult:)`` does, and calls
    /// `onCompletion` once with how it ended: the accepted text, cancelled, or the destructive
    /// action ("Delete").
    ///
    /// - Parameters:
    ///   - isPresented: Whether the prompt is up.
    ///   - title: The title above the field.
    ///   - text: The text the field opens on.
    ///   - rules: The rules Okay and Return require (by default: not empty).
    ///   - options: The message, placeholder, keyboard, Okay's title and destructive action.
    ///   - onCompletion: Called once with how the prompt ended.
    /// - Returns: The view, presenting the prompt while `isPresented` is true.
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
  /// may never send.
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
      if isPresented.wrappedValue, anchor.prompt == nil {
        let controller = TextPromptController(
          prompt: prompt(context.environment.locale), options: options)
        anchor.prompt = controller
        let isPresented = isPresented
        let onCompletion = onCompletion
        anchor.whenInWindow { [weak anchor] window in
          // The task holds the prompt until it ends; the prompt cannot outlive the screen it
          // covers, because its dismissal ends the wait.
          Task { @MainActor in
            let result = await controller.presentForResult(over: window?.rootViewController)
            anchor?.prompt = nil
            isPresented.wrappedValue = false
            onCompletion(result)
          }
        }
      } else if !isPresented.wrappedValue, let controller = anchor.prompt {
        controller.cancel()
        // A prompt still waiting for a window answers its cancellation now.
        anchor.runWaitingPresentation()
      }
    }
  }

  /// Holds the prompt on screen, so a SwiftUI update can tell whether one is showing, and holds
  /// back its presentation until the view is in a window.
  final class PromptAnchorView: UIView {
    var prompt: TextPromptController?
    private var waitingPresentation: (@MainActor (UIWindow?) -> Void)?

    /// Runs `presentation` with the window now if the view is in one, else once it is.
    func whenInWindow(_ presentation: @escaping @MainActor (UIWindow?) -> Void) {
      waitingPresentation = presentation
      if window != nil { runWaitingPresentation() }
    }

    /// Runs the presentation waiting for a window, if any, with the window the view is in (or
    /// none).
    func runWaitingPresentation() {
      let presentation = waitingPresentation
      waitingPresentation = nil
      presentation?(window)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { runWaitingPresentation() }
    }
  }
#endif
