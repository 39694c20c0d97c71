#include "app/cli/battles/hidden_output.hpp"

#include <ostream>

namespace tachanka::cli {

void writeHiddenTable(JsonWriter& json, const core::TacticalBattleView& view) {
    if (view.viewedBy.empty()) {
        json.key("viewed_by").null();
    } else {
        json.key("viewed_by").value(view.viewedBy);
    }
    json.key("markers").beginArray();
    for (const auto& marker : view.markers) {
        json.beginObject();
        json.key("label").value(marker.label);
        json.key("side").value(marker.side);
        json.key("kind").value(marker.kind);
        json.key("unit").value(marker.unit);
        json.key("spot").value(marker.spot);
        json.key("revealed").value(marker.revealed);
        json.endObject();
    }
    json.endArray();
    json.key("scouting").beginArray();
    for (const auto& roll : view.scouting) {
        json.beginObject();
        json.key("sequence").value(roll.sequence);
        json.key("turn").value(roll.turn);
        json.key("scout").value(roll.scout);
        json.key("spot").value(roll.spot);
        json.key("kept_by").value(roll.keptBy);
        json.key("commitment").value(roll.commitment);
        if (roll.die) {
            json.key("die").value(*roll.die);
        } else {
            json.key("die").null();
        }
        json.key("nonce").value(roll.nonce);
        json.key("revealed").value(roll.revealed);
        json.key("holds").value(roll.holds);
        json.endObject();
    }
    json.endArray();
}

void printHiddenTable(std::ostream& out, const core::TacticalBattleView& view) {
    if (!view.viewedBy.empty()) out << "As " << view.viewedBy << " see it\n";
    if (const auto line = core::markersLine(view.markers); !line.empty()) out << line << '\n';
    for (const auto& roll : view.scouting) {
        out << "Scouting #" << roll.sequence << ", turn " << roll.turn << ": " << roll.scout
            << " at " << roll.spot << ", committed " << roll.commitment;
        if (roll.die) {
            out << (roll.revealed ? ", revealed: " : ", secret: ") << *roll.die
                << (roll.holds ? " (the commitment holds)" : " (DOES NOT MATCH its commitment)");
        } else {
            out << ", kept secret by " << roll.keptBy;
        }
        out << '\n';
    }
}

}  // namespace tachanka::cli
