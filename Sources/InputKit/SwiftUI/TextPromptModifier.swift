#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  extension View {
    /// Presents a `TextPromptController` titled `title` while `isPresented` is true, over the
    /// screen this view is on, opened on `text` and accepting only text that passes `rules`,
    /// and calls `onResult` once with the accepted text, or `nil` if it was cancelled.
    /// `isPresented` turns false when the prompt ends; setting it to false first cancels the
    /// prompt. Its own strings (Okay, Cancel, the messages) follow the view's
    /// `@Environment(\.locale)`. `fieldInputView` replaces the field's keyboard, with a
    /// `CalculatorKeyboard` for example (made by the closure when the prompt opens, so each
    /// prompt gets its own).
    @MainActor
    public func textPrompt(
      isPresented: Binding<Bool>, title: String, text: String = "",
      rules: [ValidationRule] = [.required], fieldInputView: (@MainActor () -> UIView?)? = nil,
      onResult: @escaping @MainActor (String?) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(
          isPresented: isPresented,
          prompt: { locale in
            TextPrompt(
              title: title, text: text, rules: rules, language: InterfaceLanguage(locale: locale))
          }, fieldInputView: fieldInputView, onResult: onResult)
      }
    }

    /// Presents a `TextPromptController` for `prompt` while `isPresented` is true, as
    /// ``textPrompt(isPresented:title:text:rules:fieldInputView:onResult:)`` does.
    @MainActor
    public func textPrompt(
      isPresented: Binding<Bool>, prompt: TextPrompt,
      fieldInputView: (@MainActor () -> UIView?)? = nil,
      onResult: @escaping @MainActor (String?) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(
          isPresented: isPresented, prompt: { _ in prompt }, fieldInputView: fieldInputView,
          onResult: onResult)
      }
    }
  }

  /// An invisible view controller in the hierarchy from which the prompt is presented.
  struct TextPromptPresenter: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    /// The prompt to present, given the view's locale.
    let prompt: @MainActor (Locale) -> TextPrompt
    let fieldInputView: (@MainActor () -> UIView?)?
    let onResult: @MainActor (String?) -> Void

    func makeUIViewController(context: Context) -> PromptAnchorViewController {
      PromptAnchorViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(
      _ anchor: PromptAnchorViewController, context: Context
    ) {
      if isPresented.wrappedValue, anchor.prompt == nil {
        let controller = TextPromptController(prompt: prompt(context.environment.locale))
        controller.fieldInputView = fieldInputView?()
        anchor.prompt = controller
        let isPresented = isPresented
        let onResult = onResult
        // SwiftUI makes the anchor before it is on screen, and a prompt presented from a view
        // outside a window ends at once as cancelled; so a prompt asked for from the start
        // waits for the anchor to appear.
        anchor.whenOnScreen {
          // The task holds the anchor until the prompt ends; the prompt cannot outlive the
          // screen it covers, because its dismissal ends the wait.
          Task { @MainActor in
            let result = await controller.present(from: anchor)
            anchor.prompt = nil
            isPresented.wrappedValue = false
            onResult(result)
          }
        }
      } else if !isPresented.wrappedValue, let controller = anchor.prompt {
        controller.cancel()
        // A prompt still waiting for its anchor to appear reports its cancellation now.
        anchor.runWaitingPresentation()
      }
    }
  }

  /// Holds the prompt on screen, so a SwiftUI update can tell whether one is showing, and holds
  /// back a presentation until the anchor is in a window. A view controller inside a SwiftUI
  /// background is not always sent `viewDidAppear`, so the anchor's own view reports when it
  /// joins a window.
  final class PromptAnchorViewController: UIViewController {
    var prompt: TextPromptController?
    private var waitingPresentation: (@MainActor () -> Void)?

    override func loadView() {
      let watcher = WindowWatchingView(frame: .zero)
      watcher.didMoveToWindowAction = { [weak self] in
        guard self?.viewIfLoaded?.window != nil else { return }
        self?.runWaitingPresentation()
      }
      view = watcher
    }

    /// Runs `presentation` now if the anchor is in a window, else once it is.
    func whenOnScreen(_ presentation: @escaping @MainActor () -> Void) {
      if viewIfLoaded?.window != nil {
        presentation()
      } else {
        waitingPresentation = presentation
      }
    }

    /// Runs the presentation waiting for the anchor's window, if any.
    func runWaitingPresentation() {
      let presentation = waitingPresentation
      waitingPresentation = nil
      presentation?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      runWaitingPresentation()
    }
  }

  /// A plain view that says when it joins or leaves a window.
  final class WindowWatchingView: UIView {
    var didMoveToWindowAction: (() -> Void)?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      didMoveToWindowAction?()
    }
  }
#endif
