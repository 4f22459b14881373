import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame
@testable import InputKitPromptCore

@Suite("Prompt session: where the parts go")
struct PromptSessionLayoutTests {
  /// A session that has heard the keyboard come up.
  static func sessionWithKeyboard() -> PromptSession {
    var session = PromptStory.session()
    session.play(PromptStory.opening())
    return session
  }

  @Test(
    "a message under the title: title, a small gap, the message, then the error line and the field")
  func messageUnderTitle() {
    var pass = PromptStory.layoutPass
    pass.measurements = PromptSession.Measurements(title: 22, message: 36, errorLine: 18, field: 44)
    let frames = Self.sessionWithKeyboard().frames(in: pass)
    #expect(frames.field == CGRect(x: 16, y: 456, width: 358, height: 44))
    #expect(frames.error == CGRect(x: 16, y: 430, width: 358, height: 18))
    // The heading ends one gap above the error line: 422; the message is its last 36 points,
    // 4 points under the title.
    #expect(frames.message == CGRect(x: 16, y: 386, width: 358, height: 36))
    #expect(frames.title == CGRect(x: 16, y: 360, width: 358, height: 22))
    #expect(!frames.isHeadingHidden)
  }

  @Test("on a short screen the title and the message give way together; the field stays")
  func headingGivesWayWhole() {
    var pass = PromptStory.layoutPass
    pass.containerBounds = CGRect(x: 0, y: 0, width: 390, height: 600)
    pass.screenBounds = pass.containerBounds
    pass.screenInContainer = pass.containerBounds
    pass.keyboardGuideFrame = CGRect(x: 0, y: 600, width: 390, height: 0)
    pass.measurements = PromptSession.Measurements(
      title: 22, message: 120, errorLine: 18, field: 44)
    var session = PromptStory.session()
    session.play(PromptStory.opening())
    let placed = session.handle(
      .keyboardWillChangeFrame(
        KeyboardFrameChange(
          beginFrame: CGRect(x: 0, y: 600, width: 390, height: 336),
          endFrame: CGRect(x: 0, y: 264, width: 390, height: 336), animationDuration: 0.25,
          animationCurve: 7)), host: PromptStory.Host(surroundings: pass))
    let frames = session.frames(in: pass)
    #expect(placed == [.place(frames, animation: PromptStory.keyboardUp.animation)])
    #expect(frames.isHeadingHidden)
    #expect(frames.title.height == 0)
    #expect(frames.message.height == 0)
    #expect(frames.field == CGRect(x: 16, y: 212, width: 358, height: 44))
  }

  @Test("a prompt scaled down on screen (over a sheet) sees the keyboard where it really is")
  func scaledContainer() {
    // The container shows at half size in the screen's lower middle: the screen's bounds, seen
    // from the container, are twice as large and start up and to the left.
    var pass = PromptStory.layoutPass
    pass.screenInContainer = CGRect(x: -195, y: -844, width: 780, height: 1688)
    pass.keyboardGuideFrame = .zero
    let frames = Self.sessionWithKeyboard().frames(in: pass)
    // The keyboard's top (508 on screen) is at -844 + 2 × 508 = 172 in the container: the field
    // ends 8 points above it. Subtracting the origin alone would have put the top at 86.
    #expect(frames.field.maxY == 164)
  }

  @Test("before the prompt is in a window, the keyboard layout guide decides")
  func guideBeforeWindow() {
    var pass = PromptStory.layoutPass
    pass.screenBounds = nil
    pass.screenInContainer = nil
    pass.keyboardGuideFrame = PromptStory.keyboardFrame
    let frames = Self.sessionWithKeyboard().frames(in: pass)
    #expect(frames == PromptStory.framesAboveKeyboard)
  }

  @Test("a conversion that cannot be used (an empty screen) leaves the keyboard to the guide")
  func unusableConversion() {
    var pass = PromptStory.layoutPass
    pass.screenInContainer = CGRect(x: 0, y: 0, width: 0, height: 0)
    let frames = Self.sessionWithKeyboard().frames(in: pass)
    #expect(frames == PromptStory.framesWithoutKeyboard)
  }
}
