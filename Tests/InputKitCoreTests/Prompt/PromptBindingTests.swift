import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

@Suite("SwiftUI's isPresented and the prompts it shows")
struct PromptBindingTests {
  typealias Script = [(PromptBinding.Event, [PromptBinding.Effect])]

  static func play(
    _ script: Script, sourceLocation: SourceLocation = #_sourceLocation
  )
    -> PromptBinding
  {
    var binding = PromptBinding()
    for (index, (event, expected)) in script.enumerated() {
      #expect(
        binding.handle(event) == expected, "step \(index + 1), \(event)",
        sourceLocation: sourceLocation)
    }
    return binding
  }

  @Test(
    "isPresented true shows the prompt; when it ends the binding turns false before the app hears the result"
  )
  func presentAndEnd() {
    let binding = Self.play([
      (.updated(isPresented: false, isInWindow: true), []),
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.updated(isPresented: true, isInWindow: true), []),
      (.promptEnded(.accepted(text: "12")), [.turnBindingOff, .report(.accepted(text: "12"))]),
      (.updated(isPresented: false, isInWindow: true), []),
    ])
    #expect(binding.phase == .idle)
  }

  @Test("a view not yet in a window presents once it joins one")
  func waitsForWindow() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: false), []),
      (.movedToWindow(isInWindow: false), []),
      (.movedToWindow(isInWindow: true), [.present]),
      (.movedToWindow(isInWindow: true), []),
    ])
  }

  @Test("isPresented false while the view waits for a window ends it cancelled at once")
  func cancelledBeforeWindow() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: false), []),
      (.updated(isPresented: false, isInWindow: false), [.report(.cancelled)]),
      (.movedToWindow(isInWindow: true), []),
    ])
  }

  @Test("isPresented false cancels the prompt; the app hears the result once it has left")
  func bindingCancels() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.updated(isPresented: false, isInWindow: true), [.cancel]),
      (.updated(isPresented: false, isInWindow: true), []),
      (.promptEnded(.cancelled), [.report(.cancelled)]),
    ])
  }

  @Test(
    "isPresented false then true before the cancelled prompt has left: a new prompt follows, nothing is lost"
  )
  func falseThenTrueDuringDismissal() {
    let binding = Self.play([
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.updated(isPresented: false, isInWindow: true), [.cancel]),
      (.updated(isPresented: true, isInWindow: true), []),
      // The first prompt has left: its result, then the second prompt; the binding stays true.
      (.promptEnded(.cancelled), [.report(.cancelled), .present]),
      (.promptEnded(.accepted(text: "3")), [.turnBindingOff, .report(.accepted(text: "3"))]),
    ])
    #expect(binding.phase == .idle)
  }

  @Test("false, true, then false again before the prompt left asks for nothing more")
  func changedItsMindTwice() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.updated(isPresented: false, isInWindow: true), [.cancel]),
      (.updated(isPresented: true, isInWindow: true), []),
      (.updated(isPresented: false, isInWindow: true), []),
      (.promptEnded(.cancelled), [.report(.cancelled)]),
    ])
  }

  @Test("the app asking again from its completion gets a new prompt")
  func askAgainFromCompletion() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.promptEnded(.destructive), [.turnBindingOff, .report(.destructive)]),
      (.updated(isPresented: true, isInWindow: true), [.present]),
    ])
  }

  @Test(
    "the view taken away while its prompt is up cancels the prompt, and still reports its end once"
  )
  func dismantledWhilePrompting() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: true), [.present]),
      (.dismantled, [.cancel]),
      (.promptEnded(.cancelled), [.report(.cancelled)]),
      (.updated(isPresented: true, isInWindow: true), []),
    ])
  }

  @Test("the view taken away while waiting for a window reports the prompt cancelled")
  func dismantledWhileWaiting() {
    _ = Self.play([
      (.updated(isPresented: true, isInWindow: false), []),
      (.dismantled, [.report(.cancelled)]),
      (.movedToWindow(isInWindow: true), []),
    ])
  }
}
