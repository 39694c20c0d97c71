#include "rules/orel/orel_tables.hpp"

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {
namespace {

// One row of the Terrain Effects Table: the MP per mover (movement) and the defender's
// columns (combat). Each reader takes its own columns; the row is checked here once.
void checkTerrainEffects(const xml::Element& chart) {
    chart.allowOnly({"provisional"}, {"note", "terrain", "hexside", "entrenchment", "retreat"});
    for (const char* name : {"terrain", "hexside"}) {
        for (const auto& row : chart.children(name)) {
            row.allowOnly({"name", "infantry", "cavalry", "artillery", "tank", "armoured-car",
                           "convoy", "charge", "cohesion", "assault"});
        }
    }
    chart.requiredChild("entrenchment").allowOnly({"cohesion", "assault"});
    for (const auto& row : chart.children("retreat")) row.allowOnly({"kind", "how"});
}

OrelTables readOrelTables(const xml::Document& document) {
    const auto root = document.root("orel-1919");
    root.allowOnly({}, {"cohesion-table", "assault-results-table", "barrage-table",
                        "combat-modifiers", "terrain-effects", "map", "zoc", "stacking",
                        "special-actions", "supply", "recruitment", "command", "events"});
    checkTerrainEffects(root.requiredChild("terrain-effects"));
    return {readCombatTables(root), operations::readOperationsTables(root)};
}

}  // namespace

OrelTables loadOrelTables(const std::filesystem::path& file) {
    return readOrelTables(xml::Document::load(file));
}

OrelTables parseOrelTables(std::string text, std::string sourceName) {
    return readOrelTables(xml::Document::parse(std::move(text), std::move(sourceName)));
}

}  // namespace tachanka::rules::orel
