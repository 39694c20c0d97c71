#pragma once
// Where Tachanka finds its data on disk (DESIGN.md, "Files on disk").

#include <filesystem>
#include <vector>

namespace tachanka::core {

// $XDG_DATA_HOME/tachanka, or ~/.local/share/tachanka.
std::filesystem::path userDataFolder();

// The campaign the app opens when it is given no file.
std::filesystem::path defaultCampaignPath();

// Template folders, most specific first: the user's overrides, then the shipped templates
// ($TACHANKA_TEMPLATES, else share/tachanka/templates beside the installed binary, else this
// source tree's templates/ for a binary run from its build folder).
std::vector<std::filesystem::path> templateFolders();

}  // namespace tachanka::core
