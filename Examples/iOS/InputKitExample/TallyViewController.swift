#if canImport(UIKit)
  import InputKit
  import UIKit

  /// The tally list: amounts entered as expressions, shown with their values, kept in an
  /// `ItemStore` saved in the app's documents directory. "Add" and a tap on a row open the
  /// "Add new item" / "Edit item" prompts (seed 000) typed with the calculator keyboard; the
  /// field at the bottom adds an item on Return; "Send" shows the "Sending…" overlay exactly over
  /// the keyboard (seed 003) while a simulated send runs.
  final class TallyViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate
  {
    private static let cellIdentifier = "item"
    private let file: ItemStoreFile
    private var store = ItemStore()
    private let language = InterfaceLanguage(locale: .current)
    private let processor = KeyPressProcessor.calculator(locale: .current)
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let quickAddField = UITextField(frame: .zero)
    private let keyboard = CalculatorKeyboard(locale: .current)
    private lazy var overlay = ActivityOverlay.show(in: view, coverage: .keyboard)

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
      tableView.delegate = self
      quickAddField.placeholder = "New amount"
      quickAddField.borderStyle = .roundedRect
      quickAddField.returnKeyType = .done
      quickAddField.enablesReturnKeyAutomatically = true
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
      let item = store.items[indexPath.row]
      content.text = item.text
      content.secondaryText = processor.preview(of: item.text).map { "= " + $0 }
      cell.contentConfiguration = content
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      let item = store.items[indexPath.row]
      present(TextPrompt.editing(item, language: language))
    }

    /// Return in the bottom field adds its text as an item and clears the field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      let text = textField.text ?? ""
      guard !text.isEmpty else { return false }
      do {
        _ = try store.add(text)
        textField.text = ""
        keyboard.refreshForFieldText()
        save()
      } catch {
        showError(error.message(in: language))
      }
      return false
    }

    private func addItem() {
      present(TextPrompt.addingItem(language: language))
    }

    private func present(_ prompt: TextPrompt) {
      let controller = TextPromptController(prompt: prompt)
      controller.fieldInputView = CalculatorKeyboard(locale: .current, returnBehavior: .resign)
      Task {
        let result = await controller.present(from: self)
        do throws(ItemStoreError) {
          if try store.apply(result) != nil { save() }
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

    private func send() {
      let token = overlay.begin(message: overlay.configuration.messages.sending)
      Task {
        // A stand-in for a network request.
        try? await Task.sleep(for: .milliseconds(1_500))
        overlay.end(token, outcome: .succeeded())
      }
    }

    private func showError(_ message: String) {
      let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
      present(alert, animated: true, completion: nil)
    }
  }
#endif
