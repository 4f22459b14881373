import Foundation
import InputKitCore
import Tally

/// `inputkit demo`: the example app, a tally of amounts, as a terminal app.
///
/// Every decision is the core's: the prompt, the key presses, the keyboard's layout and
/// hit-testing, the "Sending…" overlay's timing, the navigation gate and the item store.
/// `TerminalRunner` feeds it keys, clicks, resizes and ticks, and it draws into a `ScreenBuffer`,
/// so it runs under test without a terminal or a clock.
public struct TallyApp<Instant: InstantProtocol>: TerminalApp where Instant.Duration == Duration {
  /// The app's settings.
  public let configuration: TallyConfiguration
  /// The list as it is now (and, unless saving failed, as it is on disk).
  public internal(set) var store: ItemStore
  /// The index of the selected item, `nil` when the list is empty.
  public internal(set) var selection: Int?
  /// Whether the app has finished (`q`).
  public internal(set) var wantsQuit = false

  var screen: TallyScreen = .list
  /// The fields screen's fields, kept while other screens show.
  var fieldsPage = FieldsPage()
  var geometry = TallyGeometry(size: TerminalSize(columns: 0, rows: 0))
  var keyboard: KeyboardCells
  var overlay: OverlaySession<Instant>
  var sending: SendJob<Instant>?
  var spinner: (frame: Int, next: Instant)?
  /// The key held down with the mouse that repeats (backspace): since when, and which of the
  /// core's `KeyRepeatSchedule` repeats have fired.
  var keyHold: (since: Instant, hold: KeyRepeatHold)?
  var notice: TallyNotice<Instant>?
  var summary = ItemSummary()

  let storeFile: ItemStoreFile
  /// The advisory lock that keeps a second session, on this name or another link of the file,
  /// from saving over this one's list (each save keeps it on the file); `nil`
  /// when another session holds it (this one is then read-only) or after ``endSession()``.
  private var lock: ItemFileLock?
  /// Why nothing is saved in this session: the list is open elsewhere, the file is
  /// read-only, or a load left an unreadable, damaged or oversized file in place that a save
  /// would overwrite. `nil` while saving is on.
  var saveBlock: ItemStoreFileError?
  /// Whether the list on screen has changes the file does not: a save failed or saving is
  /// off. Quitting then asks first.
  public internal(set) var hasUnsavedChanges = false
  /// Whether the person chose to quit without the changes that could not be saved, which the
  /// command reports with a non-zero exit status.
  public internal(set) var discardedUnsavedChanges = false
  /// Why the last save failed, for the question quitting asks.
  var lastSaveFailure: String?
  /// Whether the header warns that what is on screen is not (or will not be) on disk.
  var isUnsaved: Bool { saveBlock != nil || hasUnsavedChanges }
  let strings: LocalizedStrings
  let processor: KeyPressProcessor
  let formatter: ResultFormatter
  /// The gate before the detail screen, over the selected item's text (empty when none is).
  let gate: NavigationGate<TallyRoute, String>
  let rules: [ValidationRule]

  /// The app over the list kept in `storeFile`, which it loads now. A damaged file is moved
  /// aside by the store and reported on the first screen, and the app starts empty; an
  /// unreadable one is reported and left alone, and nothing is saved over it.
  public init(storeFile: ItemStoreFile, configuration: TallyConfiguration = TallyConfiguration()) {
    self.configuration = configuration
    self.storeFile = storeFile
    let locale = configuration.locale
    let language = configuration.language
    strings = LocalizedStrings.tally("Demo", language: language)
    // The layout's own rules, as the UIKit keyboard uses them; Return is the prompt's Okay,
    // so the processor never sees it.
    processor = KeyPressProcessor(
      rules: configuration.layout.inputRules(locale: locale), returnBehavior: .resign,
      showsPreview: true, locale: locale)
    formatter = ResultFormatter(locale: locale)
    let expressionRule = ValidationRule.evaluatesAsExpression(locale: locale)
    rules = [.required, expressionRule]
    gate = NavigationGate(
      [.detail: [.required(\.self), .rule(\.self, expressionRule)]], language: language)
    overlay = OverlaySession(coverage: .keyboard, configuration: configuration.overlay)
    keyboard = KeyboardCells(layout: configuration.layout, in: geometry.keyboardRect)
    var messages: [String] = []
    do {
      lock = try storeFile.lock()
    } catch {
      saveBlock = error
      messages.append(error.message(in: language))
      // The two lock messages say themselves that the session is read-only.
      switch error {
      case .lockedElsewhere, .lockUnavailable: break
      default: messages.append(strings.string("status.savingDisabled"))
      }
    }
    do {
      store = try storeFile.load()
    } catch {
      store = ItemStore()
      messages.append(error.message(in: language))
      switch error {
      case .unreadable, .corruptNotMoved, .notARegularFile, .tooLarge:
        if saveBlock == nil {
          saveBlock = error
          messages.append(strings.string("status.savingDisabled"))
        }
      default:
        break
      }
    }
    if saveBlock == nil, let refusal = storeFile.saveRefusal() {
      saveBlock = refusal
      messages += [refusal.message(in: language), strings.string("status.savingDisabled")]
    }
    if !messages.isEmpty {
      notice = TallyNotice(text: messages.joined(separator: " "), kind: .error, expires: nil)
    }
    selection = store.items.isEmpty ? nil : 0
    summarize()
  }

  /// When the app next needs a tick: the overlay's next change, the end of the simulated
  /// work, the spinner's next frame, a message expiring, or a held key's next repeat.
  public var nextDeadline: Instant? {
    let repeatDue = keyHold.map { $0.since.advanced(by: $0.hold.nextFireTime) }
    return [overlay.nextDeadline, sending?.finishes, spinner?.next, notice?.expires, repeatDue]
      .compactMap { $0 }.min()
  }

  /// Reacts to a key, a click, a paste, a resize or a tick at `now`; returns whether the
  /// screen changed.
  public mutating func handle(_ event: TerminalEvent, at now: Instant) -> Bool {
    var changed = advanceTime(to: now)
    switch event {
    case .resize(let size):
      geometry = TallyGeometry(size: size, keyRows: configuration.layout.rows)
      keyboard = KeyboardCells(layout: configuration.layout, in: geometry.keyboardRect)
      // The keys moved: a button held down presses nothing when it comes up.
      _ = editingTouches?.touchCancelled()
      keyHold = nil
      changed = true
    case .tick:
      break
    case .key(let press):
      changed = handleKey(press, at: now) || changed
    case .mouse(let mouse):
      changed = handleMouse(mouse, at: now) || changed
    case .paste(let text):
      changed = handlePaste(text, at: now) || changed
    }
    return changed
  }

  // MARK: Time

  /// Lets time pass: finishes the simulated work, moves the overlay on, turns the spinner
  /// and drops expired messages. Returns whether anything on screen changed.
  private mutating func advanceTime(to now: Instant) -> Bool {
    var changed = false
    if let job = sending, now >= job.finishes {
      changed =
        !overlay.handle(.end(job.token), at: now, in: overlaySurroundings).isEmpty || changed
      sending = nil
      notice = info(
        strings.string("status.sent", count: job.itemCount, ["total": job.total]),
        at: now)
      changed = true
    }
    if !overlay.handle(.tick, at: now, in: overlaySurroundings).isEmpty { changed = true }
    if overlay.isVisible {
      if spinner == nil {
        spinner = (0, now.advanced(by: configuration.spinnerInterval))
      } else if let current = spinner, now >= current.next {
        spinner = (current.frame &+ 1, now.advanced(by: configuration.spinnerInterval))
        changed = true
      }
    } else if spinner != nil {
      spinner = nil
      changed = true
    }
    if let expires = notice?.expires, now >= expires {
      notice = nil
      changed = true
    }
    return repeatHeldKey(at: now) || changed
  }

  /// Runs the held key's repeats that are due by `now`: as many as the time held calls for,
  /// each as the core's `KeyTouchTracker.repeatFired()` says.
  private mutating func repeatHeldKey(at now: Instant) -> Bool {
    guard var held = keyHold else { return false }
    // The field it was held in has gone, or the button came up: nothing more repeats.
    guard let touches = editingTouches, touches.repeatingKey != nil else {
      keyHold = nil
      return false
    }
    // An overlay over the keys lets the key go, as it does a finger's.
    if keysAreHeld { return letKeyGo(at: now) }
    let due = held.hold.advance(to: held.since.duration(to: now))
    keyHold = held
    var changed = false
    for _ in 0..<due {
      guard let touches = editingTouches else { return true }
      changed = apply(touches.repeatFired(), at: now) || changed
    }
    return changed
  }

  func info(_ text: String, at now: Instant) -> TallyNotice<Instant> {
    TallyNotice(text: text, kind: .info, expires: now.advanced(by: configuration.noticeDuration))
  }

  func error(_ text: String, at now: Instant) -> TallyNotice<Instant> {
    TallyNotice(text: text, kind: .error, expires: now.advanced(by: configuration.noticeDuration))
  }

  // MARK: Changes to the list

  /// One change of the list, which the summary follows without evaluating every item again.
  enum ListChange {
    case inserted(at: Int)
    case replaced(at: Int)
    case removed(at: Int)
  }

  /// Updates the values and saves the list; a failed save is reported and the list is kept
  /// in memory, so nothing typed is lost.
  mutating func listChanged(_ change: ListChange) {
    let locale = configuration.locale
    switch change {
    case .inserted(let index):
      summary.insertRow(for: store.items[index], at: index, locale: locale)
    case .replaced(let index):
      summary.replaceRow(at: index, with: store.items[index], locale: locale)
    case .removed(let index):
      summary.removeRow(at: index)
    }
    if let selection, !store.items.indices.contains(selection) {
      self.selection = store.items.isEmpty ? nil : store.items.count - 1
    }
    hasUnsavedChanges = true
    save()
  }

  /// Saves the list unless saving is off; a failure is shown until the next key press and
  /// the list stays in memory. Returns whether the file now holds the list.
  @discardableResult
  mutating func save() -> Bool {
    guard saveBlock == nil else { return false }
    do {
      try storeFile.save(store, holding: lock)
      hasUnsavedChanges = false
      lastSaveFailure = nil
      return true
    } catch {
      let message = error.message(in: configuration.language)
      lastSaveFailure = message
      notice = TallyNotice(text: message, kind: .error, expires: nil)
      return false
    }
  }

  /// Lets go of the file's lock, so that another session may open the list for editing;
  /// nothing is saved afterwards.
  public mutating func endSession() {
    lock = nil
    if saveBlock == nil { saveBlock = .lockedElsewhere(file: storeFile.url) }
  }

  /// The values and the total of every item, once the list is loaded.
  private mutating func summarize() {
    summary = ItemSummary(items: store.items, locale: configuration.locale)
  }

  /// Applies how a prompt ended and returns to the list, selecting the item it was about.
  mutating func finishPrompt(
    _ result: TextPromptResult, for purpose: ItemPromptPurpose, at now: Instant
  ) {
    screen = .list
    do {
      let count = store.count
      guard let item = try store.apply(result, for: purpose, locale: configuration.locale),
        let index = store.index(of: item.id)
      else { return }
      selection = index
      listChanged(store.count > count ? .inserted(at: index) : .replaced(at: index))
    } catch {
      notice = self.error(error.message(in: configuration.language), at: now)
    }
  }

  /// The selected item's value as the list shows it.
  func displayValue(ofRow index: Int) -> String {
    switch summary.rows[index].value {
    case .success(let value): formatter.string(from: value)
    case .failure(let error): error.message(in: configuration.language)
    }
  }

  /// The total as the list shows it.
  var displayTotal: String? {
    summary.total.map { formatter.string(from: $0) }
  }
}

/// Where the demo's list goes through the navigation gate.
enum TallyRoute: Hashable, Sendable {
  case detail
}
