#pragma once
// The Red Actions! army lists a campaign keeps (its officers drew from them): written out as
// the same XML as templates/armies/, and replaced by an edited list through the journal.

#include <filesystem>
#include <string>
#include <string_view>

namespace tachanka::core {

// Writes the campaign's stored army list `armyId` to `output`; UserError naming the stored
// ids when the campaign keeps no such list.
void exportArmyList(const std::filesystem::path& file, std::string_view armyId,
                    const std::filesystem::path& output);

struct ImportedArmyList {
    std::string id;
    std::string name;
    bool replaced = false;  // false: the campaign did not keep this list before
};

// Checks `input` as an army list (file:line errors) and stores it in the campaign, replacing
// the list with the same id; one undoable action of kind "army-list".
ImportedArmyList importArmyList(const std::filesystem::path& file,
                                const std::filesystem::path& input);

}  // namespace tachanka::core
