#pragma once
// wxWidgets started once in a test process that drives the real window: every test case of
// the binary shares it. Preferences and recent files go to a folder of the process's own,
// never the user's; a broken wxWidgets assumption fails the test that caused it instead of
// opening a modal dialog that would hang a headless run; the log goes to stderr.

namespace tachanka::testing {

void startWidgetsOnce(const char* programName);

}  // namespace tachanka::testing
