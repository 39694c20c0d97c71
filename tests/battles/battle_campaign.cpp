#include "tests/battles/battle_campaign.hpp"

#include <stdexcept>

namespace tachanka::testing {

ExampleHexes exampleHexes() {
    const auto defender = model::Hex::parse("1005");
    const auto around = model::neighbours(defender);  // clockwise from north
    return {defender, around.at(5), around.at(0), around.at(3)};
}

ExampleCampaign::ExampleCampaign() {
    advanceTo("1919-10-15", "Reds", model::Phase::Combat);
    const auto hexes = exampleHexes();
    const auto place = [&](const char* code, model::Hex hex, int tq, int strength, int steps) {
        setUnit(code, "hex", text(hex.label()));
        setUnit(code, "troop_quality", number(tq));
        setUnit(code, "strength", number(strength));
        setUnit(code, "steps_max", number(steps));
    };
    place(infA, hexes.west, 5, 5, 3);
    place(infB, hexes.north, 5, 5, 3);
    place(redCavalry, hexes.north, 5, 2, 2);
    setUnit(redCavalry, "charge", number(4));
    setUnit(redArtillery, "hex", text(hexes.north.label()));
    setUnit(redArtillery, "fire", number(3));
    setUnit(redArtillery, "troop_quality", number(5));
    place(unitX, hexes.defender, 6, 7, 3);
    setUnit(unitX, "integrated_artillery", number(1));
    place(unitY, hexes.defender, 5, 5, 3);
    place(unitZ, hexes.defender, 6, 1, 2);
    setUnit(unitZ, "charge", number(1));
    releaseFormation("9th Rifle Division");
}

void ExampleCampaign::releaseFormation(std::string_view name) {
    for (const auto& side : campaign().sides) {
        for (const auto& formation : side.formations) {
            if (formation.name == name) {
                set(db::Table::Formation, formation.id, db::Column::InactiveThrough, db::nullValue());
                return;
            }
        }
    }
    throw std::logic_error("no formation " + std::string(name));
}

}  // namespace tachanka::testing
