#pragma once
// A campaign file's whole state, ledger included, as text: two dumps are equal exactly when
// the campaigns are the same. Used to show that a refused action left the file unchanged and
// that undo restores the state before an action.

#include <filesystem>
#include <string>

namespace tachanka::testing {

std::string campaignDump(const std::filesystem::path& file);

}  // namespace tachanka::testing
