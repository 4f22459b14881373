#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// One key of a custom keyboard: shows its title, highlights while touched, is a VoiceOver
  /// element with the keyboard-key trait, and — for a repeating key such as backspace — keeps
  /// pressing while held, on a `KeyRepeatSchedule`.
  ///
  /// A key does nothing by itself; it reports what happened through `eventHandler`, and its
  /// owner decides what the press means (through the core's key actions) and which feedback
  /// to play. A repeating key presses as soon as it goes down, as backspace does; any other key
  /// presses when the finger lifts inside it, so sliding off cancels the press.
  @MainActor
  public final class KeyButton: UIControl {
    /// What happened to a key.
    public enum Event: Hashable, Sendable {
      /// A finger went down on the key: time for the key-down feedback.
      case touchDown
      /// The key was pressed: run its action.
      case press
      /// A held repeating key repeated: run its action again.
      case repeatPress
    }

    /// Receives the key's events.
    public var eventHandler: ((KeyButton, Event) -> Void)?
    /// The schedule a held key repeats on, or `nil` for a key that does not repeat.
    public let repeatSchedule: KeyRepeatSchedule?
    private let titleLabel = UILabel(frame: .zero)
    private let repeatTimer = KeyRepeatTimer()
    private var fillColor: UIColor
    private var highlightedFillColor: UIColor

    /// A key showing `title`, read by VoiceOver as `accessibilityLabel` (a localised name
    /// such as "divided by", not the symbol), coloured for the light and dark appearance.
    public init(
      title: String, accessibilityLabel: String, light: KeyColors, dark: KeyColors,
      repeatSchedule: KeyRepeatSchedule? = nil
    ) {
      self.repeatSchedule = repeatSchedule
      fillColor = UIColor(light: light.fill, dark: dark.fill)
      highlightedFillColor = UIColor(light: light.highlightedFill, dark: dark.highlightedFill)
      super.init(frame: .zero)
      titleLabel.textColor = UIColor(light: light.title, dark: dark.title)
      addSubview(titleLabel)
      configure(title: title, accessibilityLabel: accessibilityLabel)
    }

    /// A digit-coloured key with no title, loaded from an archive; set its title and label
    /// with `configure(title:accessibilityLabel:)`.
    public required init?(coder: NSCoder) {
      repeatSchedule = nil
      fillColor = UIColor(
        light: KeyboardPalette.light.digit.fill, dark: KeyboardPalette.dark.digit.fill)
      highlightedFillColor = UIColor(
        light: KeyboardPalette.light.digit.highlightedFill,
        dark: KeyboardPalette.dark.digit.highlightedFill)
      super.init(coder: coder)
      titleLabel.textColor = UIColor(
        light: KeyboardPalette.light.digit.title, dark: KeyboardPalette.dark.digit.title)
      addSubview(titleLabel)
      configure(title: "", accessibilityLabel: "")
    }

    /// Sets what the key shows and what VoiceOver reads.
    public func configure(title: String, accessibilityLabel: String) {
      titleLabel.text = title
      titleLabel.textAlignment = .center
      titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .regular)
      isAccessibilityElement = true
      accessibilityTraits = .keyboardKey
      self.accessibilityLabel = accessibilityLabel
      backgroundColor = isHighlighted ? highlightedFillColor : fillColor
    }

    /// Whether a finger is on the key; the key shows its pressed colour while it is.
    public override var isHighlighted: Bool {
      didSet { backgroundColor = isHighlighted ? highlightedFillColor : fillColor }
    }

    /// Keeps the title filling the key.
    public override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }

    /// A finger went down: report it, and start pressing now if the key repeats.
    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      isHighlighted = true
      eventHandler?(self, .touchDown)
      if let schedule = repeatSchedule {
        eventHandler?(self, .press)
        repeatTimer.start(schedule: schedule) { [weak self] in
          guard let self else { return }
          self.eventHandler?(self, .repeatPress)
        }
      }
      return true
    }

    /// The finger moved: a finger that leaves the key stops its repeats and its highlight.
    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      let inside = bounds.contains(touch.location(in: self))
      isHighlighted = inside
      if !inside { repeatTimer.stop() }
      return true
    }

    /// The finger lifted: a non-repeating key is pressed if the finger is still on it.
    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      super.endTracking(touch, with: event)
      repeatTimer.stop()
      let inside = touch.map { bounds.contains($0.location(in: self)) } ?? false
      isHighlighted = false
      if repeatSchedule == nil, inside { eventHandler?(self, .press) }
    }

    /// The touch was cancelled (a call came in, the keyboard went away): nothing is pressed.
    public override func cancelTracking(with event: UIEvent?) {
      super.cancelTracking(with: event)
      repeatTimer.stop()
      isHighlighted = false
    }
  }
#endif
