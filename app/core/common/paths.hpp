#pragma once
// Where Tachanka finds its data on disk (docs/architecture.md, "Files on disk").

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::core {

// $XDG_DATA_HOME/tachanka, or ~/.local/share/tachanka.
std::filesystem::path userDataFolder();

// A folder as a printed sheet names it: under the home folder as "~/...", ending in "/", so
// the paper carries no one's machine in it and reads the same for every member of the club.
std::string folderOnPaper(const std::filesystem::path& folder);

// The campaign the app opens when it is given no file.
std::filesystem::path defaultCampaignPath();

// Template folders, most specific first: the user's overrides, then the shipped templates
// ($TACHANKA_TEMPLATES, else share/tachanka/shipped-templates beside the installed binary,
// else this source tree's templates/ for a binary run from its build folder).
std::vector<std::filesystem::path> templateFolders();

// templates/<folder>/<fileName> from the first template folder that has it, so a user's copy
// (house rules, the club's map) wins over the shipped one. Throws UserError if no folder has it.
std::filesystem::path templateFile(std::string_view folder, std::string_view fileName);
std::filesystem::path rulesFile(std::string_view fileName);  // templates/rules/<fileName>

}  // namespace tachanka::core
