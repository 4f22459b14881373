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
    /// `@Environment(\.locale)`.
    public func textPrompt(
      isPresented: Binding<Bool>, title: String, text: String = "",
      rules: [ValidationRule] = [.required],
      onResult: @escaping @MainActor (String?) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(
          isPresented: isPresented,
          prompt: { locale in
            TextPrompt(
              title: title, text: text, rules: rules, language: InterfaceLanguage(locale: locale))
          }, onResult: onResult)
      }
    }

    /// Presents a `TextPromptController` for `prompt` while `isPresented` is true, as
    /// ``textPrompt(isPresented:title:text:rules:onResult:)`` does.
    public func textPrompt(
      isPresented: Binding<Bool>, prompt: TextPrompt,
      onResult: @escaping @MainActor (String?) -> Void
    ) -> some View {
      background(alignment: .center) {
        TextPromptPresenter(isPresented: isPresented, prompt: { _ in prompt }, onResult: onResult)
      }
    }
  }

  /// An invisible view controller in the hierarchy from which the prompt is presented.
  struct TextPromptPresenter: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    /// The prompt to present, given the view's locale.
    let prompt: @MainActor (Locale) -> TextPrompt
    let onResult: @MainActor (String?) -> Void

    func makeUIViewController(context: Context) -> PromptAnchorViewController {
      PromptAnchorViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(
      _ anchor: PromptAnchorViewController, context: Context
    ) {
      if isPresented.wrappedValue, anchor.prompt == nil {
        let controller = TextPromptController(prompt: prompt(context.environment.locale))
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
  /// back a presentation until the anchor is on screen.
  final class PromptAnchorViewController: UIViewController {
    var prompt: TextPromptController?
    private var isOnScreen = false
    private var waitingPresentation: (@MainActor () -> Void)?

    /// Runs `presentation` now if the anchor is on screen, else once it appears.
    func whenOnScreen(_ presentation: @escaping @MainActor () -> Void) {
      if isOnScreen {
        presentation()
      } else {
        waitingPresentation = presentation
      }
    }

    /// Runs the presentation waiting for the anchor to appear, if any.
    func runWaitingPresentation() {
      let presentation = waitingPresentation
      waitingPresentation = nil
      presentation?()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      isOnScreen = true
      runWaitingPresentation()
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      isOnScreen = false
    }
  }
#endif
