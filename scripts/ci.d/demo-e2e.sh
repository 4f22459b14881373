# CI: the real `inputkit demo` in tmux — typing, the list and total, sending, restart,
# SIGKILL right after an edit, terminal settings restored (scripts/demo-e2e).
scripts/demo-e2e
