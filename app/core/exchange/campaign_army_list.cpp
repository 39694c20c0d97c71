#include "app/core/exchange/campaign_army_list.hpp"

#include <fstream>
#include <sstream>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_exchange.hpp"
#include "db/campaign_file.hpp"
#include "rules/redactions/armies/army_list.hpp"

namespace tachanka::core {

void exportArmyList(const std::filesystem::path& file, std::string_view armyId,
                    const std::filesystem::path& output) {
    asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        std::string ids;
        for (const auto& list : db::storedArmyLists(campaignFile.database())) {
            if (list.army == armyId) {
                OutputFile out(output, file);
                out.write(list.source);
                out.commit();
                return;
            }
            ids += (ids.empty() ? "" : ", ") + list.army;
        }
        throw UserError("the campaign keeps no army list '" + std::string(armyId) +
                        "' (it keeps: " + (ids.empty() ? "none" : ids) + ")");
    });
}

ImportedArmyList importArmyList(const std::filesystem::path& file,
                                const std::filesystem::path& input) {
    const auto list = asUserErrors([&] { return rules::redactions::loadArmyList(input); });
    std::ifstream in(input, std::ios::binary);
    std::ostringstream source;
    source << in.rdbuf();
    ImportedArmyList imported{list.id, list.name, false};
    runCampaignAction(file, "army-list", "import army list " + list.id, [&](ActionContext& ctx) {
        const auto tags =
            db::LedgerTags::of(model::LedgerKind::ArmyList)
                .because("army list " + list.name + " imported from " + input.filename().string());
        for (const auto& stored : db::storedArmyLists(ctx.database)) {
            if (stored.army != list.id) continue;
            imported.replaced = true;
            ctx.journal.set(db::Table::ArmyList, stored.rowId, db::Column::Name,
                            db::Value(list.name), tags);
            ctx.journal.set(db::Table::ArmyList, stored.rowId, db::Column::Source,
                            db::Value(source.str()), tags);
            ctx.journal.describe("replace army list " + list.id);
            return;
        }
        ctx.journal.insert(db::Table::ArmyList,
                           {{db::Column::Army, db::Value(list.id)},
                            {db::Column::Name, db::Value(list.name)},
                            {db::Column::Source, db::Value(source.str())}},
                           tags);
    });
    return imported;
}

}  // namespace tachanka::core
