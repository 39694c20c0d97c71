#include "rules/links/link_table.hpp"

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::links {

int stepsOf(int bases, int basesPerStep, Rounding rounding) {
    switch (rounding) {
        case Rounding::Down:
            return bases / basesPerStep;
        case Rounding::Up:
            return (bases + basesPerStep - 1) / basesPerStep;
        case Rounding::Nearest:
            return (2 * bases + basesPerStep) / (2 * basesPerStep);
    }
    return 0;
}

const TroopLink* LinkTable::troop(const std::string& army, const std::string& kind,
                                 int gradedTq) const {
    for (const auto& link : armies) {
        if (link.army != army) continue;
        for (const auto& troop : link.troops) {
            if (troop.kind == kind && (!troop.tqMax || gradedTq <= *troop.tqMax)) {
                return &troop;
            }
        }
    }
    return nullptr;
}

const ModeLink* LinkTable::mode(const std::string& name) const {
    for (const auto& link : modes) {
        if (link.mode == name) return &link;
    }
    return nullptr;
}

LinkTable loadLinkTable(const std::filesystem::path& file) {
    const auto document = xml::Document::load(file);
    const auto root = document.root("link");
    root.allowOnly({"from", "to", "provisional"}, {"note", "scale", "recruits", "mode", "army"});
    LinkTable table;
    table.file = file;
    table.to = root.optional("to").value_or("red-actions");
    table.provisional = root.optionalBool("provisional", false);
    if (const auto note = root.optionalChild("note")) {
        note->allowOnly({}, {}, true);
        table.note = note->text();
    }
    const auto scale = root.requiredChild("scale");
    scale.allowOnly({"bases-per-step", "max-bases", "steps-lost-rounding", "prisoners-rounding"});
    table.basesPerStep = scale.requiredInt("bases-per-step", 1, 12);
    table.maxBases = scale.requiredInt("max-bases", 1, 48);
    table.stepsLostRounding =
        scale.requiredNamed("steps-lost-rounding", roundingNames, "a rounding");
    table.prisonersRounding =
        scale.requiredNamed("prisoners-rounding", roundingNames, "a rounding");
    if (const auto recruits = root.optionalChild("recruits")) {
        recruits->allowOnly({"tq-shift"});
        table.recruitsTqShift = recruits->requiredInt("tq-shift", -9, 0);
    }
    for (const auto& mode : root.children("mode")) {
        mode.allowOnly({"name", "terror", "routing"});
        ModeLink link{mode.required("name"), mode.optionalInt("terror", 0, 9).value_or(0),
                      mode.optionalBool("routing", false)};
        if (table.mode(link.mode) != nullptr) mode.fail("mode '" + link.mode + "' is given twice");
        table.modes.push_back(link);
    }
    for (const auto& army : root.children("army")) {
        army.allowOnly({"id"}, {"troop"});
        ArmyLink link{army.required("id"), {}};
        for (const auto& troop : army.children("troop")) {
            troop.allowOnly({"kind", "tq-max", "type", "morale-level", "grade"});
            link.troops.push_back({troop.required("kind"), troop.optionalInt("tq-max", 1, 9),
                                   troop.required("type"),
                                   troop.optionalInt("morale-level", 1, 9),
                                   troop.optional("grade")});
        }
        table.armies.push_back(std::move(link));
    }
    return table;
}

}  // namespace tachanka::rules::links
