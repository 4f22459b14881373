import Testing

@testable import InputKitCore
@testable import InputKitOverlayCore

/// Every timing rule as a timeline: (time, action) in, (time, event) and visibility out.
/// Times are milliseconds; the configuration is `.testing()` unless a timeline says otherwise
/// (grace 500, minimum show 1000, fade 250, success 1500, failure 2000).
@Suite("Activity overlay timelines")
struct ActivityOverlayTimelineTests {
  static let graceAndMinimumShow: [OverlayTimeline] = [
    OverlayTimeline(
      name: "work that ends within the grace time shows nothing",
      script: [.init(0, .begin("a")), .init(400, .end("a"))],
      expected: [], visibleAtEnd: false),
    OverlayTimeline(
      name: "long work appears when the grace time is over and leaves when it ends",
      script: [.init(0, .begin("a")), .init(3000, .end("a"))],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(3000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "work ending right after it appeared stays for the minimum show time from the fade-in",
      script: [.init(0, .begin("a")), .init(600, .end("a"))],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(1500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "work ending exactly at the grace time has outlasted it and appears",
      script: [.init(0, .begin("a")), .init(500, .end("a"))],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(1500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "without a grace time the overlay appears at once",
      configuration: .testing(grace: 0),
      script: [.init(0, .begin("a")), .init(100, .end("a"))],
      expected: [
        .init(0, .appear(.working(), animated: true)), .init(1000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "without grace or minimum show time the overlay follows the work exactly",
      configuration: .testing(grace: 0, minimumShow: 0),
      script: [.init(0, .begin("a")), .init(100, .end("a"))],
      expected: [
        .init(0, .appear(.working(), animated: true)), .init(100, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "work that never ends keeps the overlay on screen",
      script: [.init(0, .begin("a", message: "Sending…"))],
      expected: [.init(500, .appear(.working("Sending…"), animated: true))],
      visibleAtEnd: true),
  ]

  static let overlappingActivities: [OverlayTimeline] = [
    OverlayTimeline(
      name: "overlapping work shows the newest message and leaves when the last one ends",
      script: [
        .init(0, .begin("a")), .init(200, .begin("b", message: "Sending…")),
        .init(800, .end("a")), .init(2000, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working("Sending…"), animated: true)),
        .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "when the shown activity ends first the overlay falls back to the one still running",
      script: [
        .init(0, .begin("a")), .init(200, .begin("b", message: "Sending…")),
        .init(800, .end("b")), .init(2000, .end("a")),
      ],
      expected: [
        .init(500, .appear(.working("Sending…"), animated: true)),
        .init(800, .update(.working())),
        .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "back-to-back short jobs each get their own grace time and show nothing",
      script: [
        .init(0, .begin("a")), .init(300, .end("a")),
        .init(400, .begin("b")), .init(800, .end("b")),
      ],
      expected: [], visibleAtEnd: false),
    OverlayTimeline(
      name: "a second job begun during the grace time carries the overlay on after the first ends",
      script: [
        .init(0, .begin("a")), .init(300, .begin("b")), .init(400, .end("a")),
        .init(1200, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
  ]

  static let outOfOrderCounting: [OverlayTimeline] = [
    OverlayTimeline(
      name: "ending a token twice changes nothing the second time",
      script: [.init(0, .begin("a")), .init(2000, .end("a")), .init(2100, .end("a"))],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a double end does not drive the count below zero: the next job still shows",
      script: [
        .init(0, .begin("a")), .init(100, .end("a")), .init(150, .end("a")),
        .init(3000, .begin("b")), .init(5000, .end("b")),
      ],
      expected: [
        .init(3500, .appear(.working(), animated: true)),
        .init(5000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "an end that arrives before any begin is ignored and the later job still shows",
      script: [.init(0, .end("ghost")), .init(100, .begin("a")), .init(2000, .end("a"))],
      expected: [
        .init(600, .appear(.working(), animated: true)), .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a stale token ended again cannot end the job that followed it",
      script: [
        .init(0, .begin("a")), .init(100, .end("a")), .init(200, .begin("b")),
        .init(300, .end("a")), .init(3000, .end("b")),
      ],
      expected: [
        .init(700, .appear(.working(), animated: true)), .init(3000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "tokens ended in a different order than begun hide only after the last",
      script: [
        .init(0, .begin("a")), .init(10, .begin("b")), .init(20, .begin("c")),
        .init(1000, .end("b")), .init(1100, .end("c")), .init(1200, .end("a")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(1500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
  ]

  static let fadeRaces: [OverlayTimeline] = [
    OverlayTimeline(
      name: "hide requested during the fade-in, then a new show: it ends shown, no extra events",
      script: [
        .init(0, .begin("a")), .init(600, .end("a")), .init(700, .begin("b")),
      ],
      expected: [.init(500, .appear(.working(), animated: true))],
      visibleAtEnd: true),
    OverlayTimeline(
      name: "hide during the fade-in, show again, hide late: minimum show time is respected once",
      script: [
        .init(0, .begin("a")), .init(600, .end("a")), .init(700, .begin("b")),
        .init(1100, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(1500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "without a minimum show time a show during the fade-out brings it back at once",
      configuration: .testing(minimumShow: 0),
      script: [.init(0, .begin("a")), .init(600, .end("a")), .init(700, .begin("b"))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(600, .disappear(animated: true)),
        .init(700, .appear(.working(), animated: true)),
      ],
      visibleAtEnd: true),
    OverlayTimeline(
      name: "a show after the fade-out finished waits for a new grace time",
      configuration: .testing(minimumShow: 0),
      script: [.init(0, .begin("a")), .init(600, .end("a")), .init(900, .begin("b"))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(600, .disappear(animated: true)),
        .init(1400, .appear(.working(), animated: true)),
      ],
      visibleAtEnd: true),
    OverlayTimeline(
      name: "under Reduce Motion nothing fades and there is no fade-out to reverse",
      configuration: .testing(minimumShow: 0), reducesMotion: true,
      script: [.init(0, .begin("a")), .init(600, .end("a")), .init(700, .begin("b"))],
      expected: [
        .init(500, .appear(.working(), animated: false)),
        .init(600, .disappear(animated: false)),
        .init(1200, .appear(.working(), animated: false)),
      ],
      visibleAtEnd: true),
  ]

  static let delayedDismissal: [OverlayTimeline] = [
    OverlayTimeline(
      name: "dismiss after 2 s, new work at 1 s: the dismissal is cancelled and it stays",
      script: [
        .init(0, .begin("a")), .init(1000, .end("a", after: .seconds(2))),
        .init(2000, .begin("b")),
      ],
      expected: [.init(500, .appear(.working(), animated: true))],
      visibleAtEnd: true),
    OverlayTimeline(
      name: "a delayed dismissal nobody cancels happens on time",
      script: [.init(0, .begin("a")), .init(1000, .end("a", after: .seconds(2)))],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(3000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "new work during a pending minimum-show dismissal keeps it on screen",
      script: [
        .init(0, .begin("a")), .init(600, .end("a")), .init(1200, .begin("b", message: "Sending…")),
        .init(4000, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1200, .update(.working("Sending…"))),
        .init(4000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "the dismissal cancelled by new work is not revived when that work ends later",
      script: [
        .init(0, .begin("a")), .init(1000, .end("a", after: .seconds(2))),
        .init(2000, .begin("b")), .init(5000, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(5000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
  ]

  static let outcomes: [OverlayTimeline] = [
    OverlayTimeline(
      name: "a success shows Done and leaves after the success display time",
      script: [.init(0, .begin("a")), .init(1000, .end("a", .succeeded()))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1000, .update(.done())),
        .init(2500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a success never cuts the minimum show time short",
      configuration: .testing(minimumShow: 3000),
      script: [.init(0, .begin("a")), .init(1000, .end("a", .succeeded(message: "Sent")))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1000, .update(.done("Sent"))),
        .init(3500, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a success within the grace time shows nothing",
      script: [.init(0, .begin("a")), .init(300, .end("a", .succeeded()))],
      expected: [], visibleAtEnd: false),
    OverlayTimeline(
      name: "a failure within the grace time is still shown, for the failure display time",
      script: [.init(0, .begin("a")), .init(300, .end("a", .failed()))],
      expected: [
        .init(300, .appear(.failed(), animated: true)),
        .init(2300, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a failure with its own message replaces the spinner and auto-dismisses",
      script: [.init(0, .begin("a")), .init(1000, .end("a", .failed(message: "No network")))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1000, .update(.failed("No network"))),
        .init(3000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "new work while a success is on display brings the spinner back and stays",
      script: [
        .init(0, .begin("a")), .init(1000, .end("a", .succeeded())), .init(2000, .begin("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(1000, .update(.done())),
        .init(2000, .update(.working())),
      ],
      visibleAtEnd: true),
    OverlayTimeline(
      name: "the outcome of a job that is not the last one running is not shown",
      script: [
        .init(0, .begin("a")), .init(100, .begin("b")),
        .init(1000, .end("a", .succeeded())), .init(2000, .end("b")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)), .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a success dismissed after zero seconds shows Done during the fade-out",
      script: [.init(0, .begin("a")), .init(2000, .end("a", .succeeded(), after: .zero))],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(2000, .update(.done())),
        .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "a failure with nothing to show for (no display, no minimum show time) stays hidden",
      configuration: ActivityOverlayConfiguration(
        graceTime: .milliseconds(500), minimumShowTime: .zero, failureDisplayTime: .zero),
      script: [.init(0, .begin("a")), .init(300, .end("a", .failed()))],
      expected: [], visibleAtEnd: false),
  ]

  static let updates: [OverlayTimeline] = [
    OverlayTimeline(
      name: "progress is clamped to 0…1 and repeating a value emits nothing",
      script: [
        .init(0, .begin("a")), .init(200, .progress("a", 0.5)), .init(600, .progress("a", 0.5)),
        .init(700, .progress("a", 1.5)), .init(800, .progress("a", -1)),
        .init(900, .progress("a", nil)), .init(1000, .progress("a", .infinity)),
        .init(2000, .end("a")),
      ],
      expected: [
        .init(500, .appear(.working(progress: 0.5), animated: true)),
        .init(700, .update(.working(progress: 1))),
        .init(800, .update(.working(progress: 0))),
        .init(900, .update(.working())),
        .init(1000, .update(.working(progress: 1))),
        .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "message changes show only for the activity on display",
      script: [
        .init(0, .begin("a")), .init(100, .begin("b")), .init(600, .message("a", "Step 2")),
        .init(700, .message("b", "Almost")), .init(800, .end("b")), .init(2000, .end("a")),
      ],
      expected: [
        .init(500, .appear(.working(), animated: true)),
        .init(700, .update(.working("Almost"))),
        .init(800, .update(.working("Step 2"))),
        .init(2000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
    OverlayTimeline(
      name: "updates for unknown or ended tokens change nothing",
      script: [
        .init(0, .begin("a")), .init(100, .end("a")), .init(200, .begin("b")),
        .init(800, .message("a", "Stale")), .init(900, .progress("a", 0.3)),
        .init(1000, .progress("ghost", 0.9)), .init(3000, .end("b")),
      ],
      expected: [
        .init(700, .appear(.working(), animated: true)), .init(3000, .disappear(animated: true)),
      ],
      visibleAtEnd: false),
  ]

  /// The example in the overlay timing article (InputKitCore.docc/ActivityOverlay.md), which
  /// must stay true.
  static let guideExample = OverlayTimeline(
    name: "the guide's example timeline",
    configuration: ActivityOverlayConfiguration(
      graceTime: .milliseconds(500), minimumShowTime: .seconds(1),
      successDisplayTime: .milliseconds(1500)),
    script: [
      .init(0, .begin("a")), .init(300, .begin("b", message: "Sending…")),
      .init(600, .end("b")), .init(700, .end("b")), .init(900, .end("a", .succeeded())),
      .init(1800, .begin("c")), .init(3000, .end("c")), .init(3100, .begin("d")),
    ],
    expected: [
      .init(500, .appear(.working("Sending…"), animated: true)),
      .init(600, .update(.working())),
      .init(900, .update(.done())),
      .init(1800, .update(.working())),
      .init(3000, .disappear(animated: true)),
      .init(3100, .appear(.working(), animated: true)),
    ],
    visibleAtEnd: true)

  @Test(
    "the overlay's timeline follows the rules",
    arguments: graceAndMinimumShow + overlappingActivities + outOfOrderCounting + fadeRaces
      + delayedDismissal + outcomes + updates + [guideExample])
  func timeline(_ timeline: OverlayTimeline) throws {
    let (emitted, state) = try timeline.run()
    #expect(emitted == timeline.expected)
    #expect(state.isVisible == timeline.visibleAtEnd)
    #expect(state.nextDeadline == nil, "every deadline has fired")
  }
}
