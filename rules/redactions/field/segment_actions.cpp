#include "rules/redactions/field/segment_actions.hpp"

#include <set>
#include <stdexcept>

#include "rules/redactions/field/terrain_table.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {

const SegmentAction& SegmentActions::actionNamed(const std::string& id) const {
    std::string known;
    for (const auto& action : actions) {
        if (action.id == id) return action;
        known += (known.empty() ? "" : ", ") + action.id;
    }
    throw std::invalid_argument("no action '" + id + "' (actions: " + known + ")");
}

SegmentActions readSegmentActions(const xml::Element& element) {
    element.allowOnly({"horse-artillery-move"}, {"action"});
    SegmentActions rules;
    rules.horseArtilleryMoveQuarters =
        element.requiredAs("horse-artillery-move", [](const std::string& text) {
            if (const auto quarters = quartersNamed(text)) return *quarters;
            throw std::invalid_argument("'" + text + "' is not ¼, ½, ¾ or Full");
        });
    std::set<std::string> ids;
    for (const auto& child : element.children("action")) {
        child.allowOnly({"id", "text", "exclusive", "moves", "limbering"});
        SegmentAction action;
        action.id = child.required("id");
        if (!ids.insert(action.id).second) child.fail("id '" + action.id + "' is used twice");
        action.text = child.required("text");
        action.exclusive = child.optionalBool("exclusive", true);
        action.moves = child.optionalBool("moves", false);
        action.limbering = child.optionalBool("limbering", false);
        rules.actions.push_back(std::move(action));
    }
    if (rules.actions.empty()) element.fail("the permitted actions need their <action> list");
    return rules;
}

SegmentCheck checkSegment(const SegmentActions& rules, const std::vector<std::string>& actionIds,
                          bool horseArtillery, bool forcedBefore) {
    SegmentCheck check;
    if (forcedBefore) {
        check.reason = "forced to act out of sequence before its own segment: it forfeits it";
        return check;
    }
    std::vector<const SegmentAction*> exclusive;
    std::set<std::string> seen;
    for (const auto& id : actionIds) {
        const auto& action = rules.actionNamed(id);
        if (!seen.insert(id).second) {
            throw std::invalid_argument("action '" + id + "' is given twice");
        }
        if (action.exclusive) exclusive.push_back(&action);
    }
    const bool horseArtilleryLimbering =
        horseArtillery && exclusive.size() == 2 &&
        ((exclusive[0]->moves && exclusive[1]->limbering) ||
         (exclusive[1]->moves && exclusive[0]->limbering));
    if (horseArtilleryLimbering) {
        check.allowed = true;
        check.moveQuarters = rules.horseArtilleryMoveQuarters;
        return check;
    }
    if (exclusive.size() > 1) {
        check.reason = "one, and only one, of " + exclusive[0]->id + " and " + exclusive[1]->id;
        return check;
    }
    check.allowed = true;
    check.moveQuarters = !exclusive.empty() && exclusive[0]->moves ? 4 : 0;
    return check;
}

}  // namespace tachanka::rules::redactions
