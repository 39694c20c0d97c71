#include "app/gui/campaign_tree.hpp"

#include <map>

#include "app/gui/battles/battles_page.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

using Kind = TreeTarget::Kind;

class TargetData : public wxTreeItemData {
public:
    explicit TargetData(TreeTarget chosen) : target(std::move(chosen)) {}
    TreeTarget target;
};

wxString unitLabel(const model::Unit& unit) {
    std::string label = unit.code + " — " + unit.name + " · " +
                        std::to_string(unit.stepsRemaining()) + "/" +
                        std::to_string(unit.stepsMax);
    if (unit.fate != model::UnitFate::Active) {
        label += " (" + std::string(model::unitFateName(unit.fate)) + ")";
    }
    return utf8(label);
}

wxString officerLabel(const core::OfficerView& officer) {
    std::string label = officer.name;
    if (!officer.token.empty()) label += " · " + officer.token;
    if (officer.fate != model::OfficerFate::Serving) {
        label += " (" + std::string(model::officerFateName(officer.fate)) + ")";
    }
    return utf8(label);
}

const wxColour quiet(120, 120, 120);

}  // namespace

CampaignTree::CampaignTree(wxWindow* parent)
    : wxTreeCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT | wxTR_LINES_AT_ROOT) {
    SetName("campaign-tree");
    Bind(wxEVT_TREE_SEL_CHANGED, [this](wxTreeEvent& event) {
        if (IsFrozen()) return;  // the tree is being rebuilt, not chosen from
        const auto* data = dynamic_cast<TargetData*>(GetItemData(event.GetItem()));
        if (data && choose_) choose_(data->target);
    });
    // Long formation and unit names run past a narrow tree: the pointer shows them whole.
    Bind(wxEVT_MOTION, [this](wxMouseEvent& event) {
        const wxString label = clippedLabelAt(event.GetPosition());
        if (label != GetToolTipText()) {
            if (label.empty()) {
                UnsetToolTip();
            } else {
                SetToolTip(label);
            }
        }
        event.Skip();
    });
}

wxString CampaignTree::clippedLabelAt(wxPoint point) {
    int flags = 0;
    const wxTreeItemId item = HitTest(point, flags);
    if (!item.IsOk()) return {};
    wxRect text;
    if (!GetBoundingRect(item, text, true)) return {};
    return text.GetRight() > GetClientSize().GetWidth() ? GetItemText(item) : wxString();
}

wxTreeItemId CampaignTree::add(const wxTreeItemId& parent, const wxString& label,
                               TreeTarget target) {
    return AppendItem(parent, label, -1, -1, new TargetData(std::move(target)));
}

void CampaignTree::show(const model::Campaign& campaign,
                        const std::vector<core::OfficerView>& officers,
                        const std::vector<core::BattleView>& battles) {
    Freeze();
    DeleteAllItems();
    const wxTreeItemId root = AddRoot(utf8(campaign.name));
    for (const auto& side : campaign.sides) addSide(root, side, officers);
    addDays(root, campaign);
    addBattles(root, campaign, battles);
    Thaw();
}

// Each day that has battles, leading to the Battles page on that day, and its battles; a
// voided one greyed.
void CampaignTree::addBattles(const wxTreeItemId& root, const model::Campaign& campaign,
                              const std::vector<core::BattleView>& battles) {
    const wxTreeItemId branch = add(root, "Battles", {});
    SetItemBold(branch);
    if (battles.empty()) SetItemTextColour(add(branch, "No battles fought yet", {}), quiet);
    std::map<std::string, wxTreeItemId> days;
    for (const auto& view : battles) {
        const auto& date = view.battle.date;
        auto day = days.find(date.iso());
        if (day == days.end()) {
            const wxString label = utf8(
                "Day " + std::to_string(date.turnNumberFrom(campaign.startDate)) + " · " +
                date.longForm());
            day = days.emplace(date.iso(), add(branch, label, {Kind::BattleDay, "", date.iso(), 0}))
                      .first;
        }
        const wxTreeItemId item =
            add(day->second, utf8(battleLine(view)), {Kind::Battle, "", "", view.battle.id});
        if (view.battle.state == model::BattleState::Voided) SetItemTextColour(item, quiet);
    }
    ExpandAllChildren(branch);
}

void CampaignTree::addSide(const wxTreeItemId& root, const model::Side& side,
                           const std::vector<core::OfficerView>& officers) {
    const wxTreeItemId sideItem = add(root, utf8(side.name), {Kind::Side, side.name, "", 0});
    SetItemBold(sideItem);
    std::map<std::int64_t, wxTreeItemId> formationItems;
    for (const auto& formation : side.formations) {
        const auto parent = formation.parentId ? formationItems.find(*formation.parentId)
                                               : formationItems.end();
        const wxTreeItemId under = parent == formationItems.end() ? sideItem : parent->second;
        std::string label = formation.name;
        if (!formation.commander.empty()) label += " (" + formation.commander + ")";
        const wxTreeItemId item =
            add(under, utf8(label), {Kind::Formation, side.name, formation.name, 0});
        formationItems[formation.id] = item;
        for (const auto& unit : formation.units) {
            const wxTreeItemId unitItem =
                add(item, unitLabel(unit), {Kind::Unit, side.name, unit.code, 0});
            if (!unit.inPlay()) SetItemTextColour(unitItem, quiet);
        }
    }
    ExpandAllChildren(sideItem);
    int serving = 0;
    for (const auto& officer : officers) {
        serving += officer.side == side.name && officer.fate == model::OfficerFate::Serving;
    }
    const wxTreeItemId staff =
        add(sideItem, wxString::Format("Officers (%d serving)", serving), {});
    for (const auto& officer : officers) {
        if (officer.side != side.name) continue;
        const wxTreeItemId item =
            add(staff, officerLabel(officer), {Kind::Officer, side.name, officer.name, officer.id});
        if (officer.fate != model::OfficerFate::Serving) SetItemTextColour(item, quiet);
    }
}

// The days played, the first to today, each leading to its ledger rows.
void CampaignTree::addDays(const wxTreeItemId& root, const model::Campaign& campaign) {
    const wxTreeItemId turns = add(root, "Turns", {});
    SetItemBold(turns);
    for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
        wxString label = utf8("Day " + std::to_string(day.turnNumberFrom(campaign.startDate)) +
                              " · " + day.longForm());
        if (day == campaign.date) label += utf8(" · today: " + campaign.activeSide + " turn");
        add(turns, label, {Kind::Day, "", day.iso(), 0});
    }
    Expand(turns);
}

void CampaignTree::mark(const TreeTarget& target) {
    const wxTreeItemId item = find(target);
    if (!item.IsOk()) return;
    // A frozen tree's selection events are not choices (see the constructor).
    Freeze();
    SelectItem(item);
    EnsureVisible(item);
    Thaw();
}

wxTreeItemId CampaignTree::find(const TreeTarget& target) const {
    return findUnder(GetRootItem(), target);
}

wxTreeItemId CampaignTree::findUnder(const wxTreeItemId& item, const TreeTarget& target) const {
    if (!item.IsOk()) return {};
    const auto* data = dynamic_cast<TargetData*>(GetItemData(item));
    if (data && data->target.kind == target.kind && data->target.side == target.side &&
        data->target.name == target.name && data->target.id == target.id) {
        return item;
    }
    wxTreeItemIdValue cookie;
    for (auto child = GetFirstChild(item, cookie); child.IsOk();
         child = GetNextChild(item, cookie)) {
        if (const auto found = findUnder(child, target); found.IsOk()) return found;
    }
    return {};
}

}  // namespace tachanka::gui
