// The short texts players type and data files hold in a cell: the first byte picks the
// parser. Cards ("7H,QS"), Red Actions! shooting, combat and terrain cells, hexes, dates, a
// battle's result corrections ("1/9D=1, 2/1K:routs") and a combat described in JSON
// (`orel combat --input`). Each refuses bad text with one std::invalid_argument or
// core::UserError saying why.

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/common/json_value.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_combat_input.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "rules/redactions/field/terrain_table.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/rfic/cards.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace tachanka;

// In the order of the seeds' first byte (scripts/fuzz).
const std::array<std::function<void(const std::string&)>, 9> parsers = {
    [](const std::string& text) { rules::rfic::parseCards(text); },
    [](const std::string& text) { rules::redactions::parseShootingCell(text); },
    [](const std::string& text) { rules::redactions::parseCombatCell(text); },
    [](const std::string& text) { rules::redactions::parseTerrainCell(text); },
    [](const std::string& text) { model::Hex::parse(text); },
    [](const std::string& text) { core::parseHex(text); },  // and on the Orel map
    [](const std::string& text) { model::GameDate::parseIso(text); },
    [](const std::string& text) { core::parseResultCorrections(text, "fuzz"); },
    [](const std::string& text) {
        core::readCombatDeclaration(core::JsonValue::parse(text), "combat.json");
    },
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::scratch();  // the Orel map's tables are looked up in its XDG_DATA_HOME too
    const auto [which, text] = fuzz::choose(data, size, parsers.size());
    if (which == parsers.size()) return 0;
    try {
        parsers[which](text);
    } catch (const std::invalid_argument& error) {
        fuzz::requireOneLine(error);
    } catch (const core::UserError& error) {
        fuzz::requireOneLine(error);
    }
    return 0;
}
