// The child process of the item store's crash test: loads the list at the path it is given,
// saves it once (so the first timed save is not slowed by one-time set-up), prints "ready",
// then adds an item and saves, over and over, printing "saving" before each save and
// "<id> <text>" after it returns, until the test kills it. Every printed item must survive.
import Foundation
import InputKitCore
import Tally

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `line` to stdout unbuffered, so everything printed before a SIGKILL is in the pipe.
func emit(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes {
      write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
    }
    if written < 0 {
      if errno == EINTR { continue }
      exit(3)
    }
    offset += written
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: item-store-writer FILE RUN\n".utf8))
  exit(2)
}
let file = ItemStoreFile(url: URL(fileURLWithPath: arguments[1]))
let run = arguments[2]
var store: ItemStore
do {
  store = try file.load()
  try file.save(store)
} catch {
  FileHandle.standardError.write(Data("load failed: \(error)\n".utf8))
  exit(1)
}
emit("ready")
var counter = 0
while true {
  counter += 1
  do {
    let item = try store.add("run \(run) item \(counter)")
    emit("saving")
    try file.save(store)
    emit("\(item.id.rawValue) \(item.text)")
  } catch {
    FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
    exit(1)
  }
}
