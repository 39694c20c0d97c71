#include "app/core/records/record_checks.hpp"

#include <stdexcept>

#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/record_queries.hpp"

namespace tachanka::core {

model::Hex hexNamed(std::string_view text, std::string_view what) {
    model::Hex hex;
    try {
        hex = model::Hex::parse(text);
    } catch (const std::invalid_argument&) {
        throw UserError(std::string(what) +
                        " must be a map hex of four digits, column then row "
                        "(2705 is Orël), not '" +
                        std::string(text) + "'");
    }
    requireOnMap(hex, what);
    return hex;
}

model::GameDate dateNamed(std::string_view text, std::string_view what) {
    try {
        return model::GameDate::parseIso(text);
    } catch (const std::invalid_argument&) {
        throw UserError(std::string(what) + " must be a date written YYYY-MM-DD, not '" +
                        std::string(text) + "'");
    }
}

const model::Side& otherSide(const model::Campaign& campaign, std::int64_t sideId) {
    if (campaign.sides.size() != 2) {
        throw UserError("this campaign has " + std::to_string(campaign.sides.size()) +
                        " sides: the captor cannot be told");
    }
    return campaign.sides[0].id == sideId ? campaign.sides[1] : campaign.sides[0];
}

bool enemyInPlayAt(const model::Campaign& campaign, std::int64_t sideId, model::Hex hex) {
    for (const auto& side : campaign.sides) {
        if (side.id == sideId) continue;
        for (const model::Unit* unit : side.units()) {
            if (unit->inPlay() && !unit->offMap && unit->hex == hex) return true;
        }
    }
    return false;
}

void checkBattle(SQLite::Database& database, std::int64_t battleId) {
    if (!db::battleExists(database, battleId)) {
        throw UserError("no battle " + std::to_string(battleId) + " in this campaign");
    }
}

}  // namespace tachanka::core
