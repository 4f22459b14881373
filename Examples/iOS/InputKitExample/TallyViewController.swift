#if canImport(UIKit)
  import InputKit
  import Tally
  import UIKit

  /// The tally list: amounts entered as expressions, shown with their values, kept in an
  /// `ItemStore` saved in the app's documents directory. "Add" and a tap on a row open the
  /// "Add new item" / "Edit item" prompts typed with the calculator keyboard ("Delete" in the
  /// edit prompt removes the item); the field at the
  /// bottom adds an item on Done and puts the keyboard away; "Send" shows the "Sending…" overlay
  /// exactly over the keyboard while a simulated send runs: a paper plane for a spinner, a
  /// progress bar following the send's `Progress`, and a cancel button.
  final class TallyViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate
  {
    private static let cellIdentifier = "item"
    private let file: ItemStoreFile
    private var store = ItemStore() {
      didSet { summary = ItemSummary(items: store.items, locale: .current) }
    }
    /// Each item's text as shown in this locale and its value, and the total: the same core
    /// type the terminal demo lists with.
    private var summary = ItemSummary()
    private let language = InterfaceLanguage.current
    /// What an item must be: not empty, and an expression that evaluates (as in the demo).
    private let rules: [ValidationRule] = [.required, .evaluatesAsExpression(locale: .current)]
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let quickAddField = UITextField(frame: .zero)
    /// Done on the bottom field adds its item, then the keyboard goes away.
    private let keyboard = CalculatorKeyboard(locale: .current, returnBehavior: .evaluateThenResign)
    private lazy var overlay: ActivityOverlay = {
      var look = OverlayAppearance.standard
      look.indicator = .symbol("paperplane")
      look.cornerRadius = 12
      let configuration = ActivityOverlayConfiguration(appearance: look)
      return ActivityOverlay(attachedTo: view, coverage: .keyboard, configuration: configuration)
    }()

    init(storeURL: URL) {
      file = ItemStoreFile(url: storeURL)
      super.init(nibName: nil, bundle: nil)
      title = "Tally"
    }

    /// The tally is built in code with its file's location.
    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      navigationItem.rightBarButtonItems = [
        UIBarButtonItem(
          primaryAction: UIAction(title: "Add") { [weak self] _ in self?.addItem() }),
        UIBarButtonItem(primaryAction: UIAction(title: "Send") { [weak self] _ in self?.send() }),
      ]
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      tableView.dataSource = self
      // Dragging the list puts the keyboard and its result bar away too.
      tableView.keyboardDismissMode = .onDragWithAccessory
      tableView.delegate = self
      quickAddField.placeholder = "New amount"
      quickAddField.borderStyle = .roundedRect
      // Done stays enabled while the field is empty: there it just puts the keyboard away.
      quickAddField.returnKeyType = .done
      quickAddField.delegate = self
      keyboard.attach(to: quickAddField)
      for subview in [tableView, quickAddField] as [UIView] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let safe = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: safe.topAnchor),
        tableView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: quickAddField.topAnchor, constant: -8),
        quickAddField.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        quickAddField.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        quickAddField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        quickAddField.bottomAnchor.constraint(
          equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      ])
      do {
        store = try file.load()
      } catch {
        showError(error.message(in: language))
      }
      tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      store.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.cellIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      let row = summary.rows[indexPath.row]
      content.text = row.text
      content.secondaryText =
        switch row.value {
        case .success(let value):
          "= " + ResultFormatter(locale: .current).string(from: value)
        case .failure(let error): error.message(in: language)
        }
      cell.contentConfiguration = content
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      // Items are stored locale-independently; the prompt edits them as shown.
      let item = store.items[indexPath.row]
      let shown = Item(id: item.id, text: summary.rows[indexPath.row].text)
      present(
        TextPrompt.editing(shown, rules: rules, language: language), for: .edit(item.id),
        options: TextPromptOptions(
          okayTitle: "Save", keyboard: .calculator(locale: .current), destructiveAction: .delete))
    }

    /// Done in the bottom field adds its text as an item, clears the field and lets the
    /// keyboard go; on an empty field it only lets the keyboard go. Text the rules refuse stays,
    /// with the refusal shown, and editing goes on.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      let text = textField.text ?? ""
      guard !text.isEmpty else { return true }
      // The same rules and first failure as the prompt's (the core's `failures(for:)`).
      if let failure = rules.failures(for: text).first {
        showError(failure.message(in: language))
        return false
      }
      do {
        try store.apply(.accepted(text: text), for: .add, locale: .current)
        textField.text = ""
        keyboard.refreshForFieldText()
        save()
        return true
      } catch {
        showError(error.message(in: language))
        return false
      }
    }

    private func addItem() {
      present(
        TextPrompt.addingItem(rules: rules, language: language), for: .add,
        options: TextPromptOptions(
          message: "An amount or an expression, such as 12+3",
          okayTitle: "Add", keyboard: .calculator(locale: .current)))
    }

    /// Presents `prompt` and applies how it ended: an accepted text adds or replaces the item,
    /// Delete removes the edited item, Cancel changes nothing.
    private func present(
      _ prompt: TextPrompt, for purpose: ItemPromptPurpose, options: TextPromptOptions
    ) {
      let controller = TextPromptController(prompt: prompt, options: options)
      Task {
        let result = await controller.presentForResult(from: self)
        do throws(ItemStoreError) {
          switch (result, purpose) {
          case (.cancelled, _), (.destructive, .add):
            return
          case (.destructive, .edit(let id)):
            _ = try store.remove(id)
          case (.accepted, _):
            try store.apply(result, for: purpose, locale: .current)
          }
          save()
        } catch {
          showError(error.message(in: language))
        }
      }
    }

    private func save() {
      do {
        try file.save(store)
      } catch {
        showError(error.message(in: language))
      }
      tableView.reloadData()
    }

    /// A stand-in for a network request, one item at a time, that a tap on Cancel stops.
    private func send() {
      let progress = Progress(totalUnitCount: Int64(max(store.items.count, 1)))
      let work = Task {
        for _ in 0..<progress.totalUnitCount {
          try await Task.sleep(for: .milliseconds(300))
          progress.completedUnitCount += 1
        }
      }
      let token = overlay.begin(
        message: overlay.configuration.sendingMessage, progress: progress
      ) { work.cancel() }
      Task {
        let sent = (try? await work.value) != nil
        overlay.end(token, outcome: sent ? .succeeded() : .failed())
      }
    }

    /// Shows `message` in an alert once the screen can: a load error found in `viewDidLoad`
    /// waits for the screen to be in a window instead of being lost, and one found while a
    /// presentation runs (the prompt leaving) waits for it to end.
    private func showError(_ message: String) {
      NavigationGate.showAlert(message, on: self, language: language)
    }
  }
#endif
