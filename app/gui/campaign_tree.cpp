#include "app/gui/campaign_tree.hpp"

#include <map>
#include <memory>

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

const wxColour quietGrey(120, 120, 120);

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

// What the tree shows, line by line in the order the tree lists them: built from the
// campaign first, so that a refresh which changes nothing touches no item, and one which
// changes only labels (steps lost, a day's turn) keeps what the user expanded and selected.
struct TreeLine {
    enum class Open { No, Item, All };  // all: the item and every item under it
    std::size_t parent;  // the index of the line it is under (the root's is its own, 0)
    wxString label;
    TreeTarget target;
    bool bold = false;
    bool quiet = false;
    Open open = Open::No;
};

class TreeOutline {
public:
    std::vector<TreeLine> lines;

    std::size_t add(std::size_t parent, wxString label, TreeTarget target = {}) {
        lines.push_back({parent, std::move(label), std::move(target)});
        return lines.size() - 1;
    }
    // Whether `other` differs from this outline in its labels and colours alone.
    bool sameShape(const TreeOutline& other) const {
        if (other.lines.size() != lines.size()) return false;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const auto& mine = lines[i];
            const auto& theirs = other.lines[i];
            if (mine.parent != theirs.parent || mine.target != theirs.target ||
                mine.bold != theirs.bold || mine.open != theirs.open) {
                return false;
            }
        }
        return true;
    }
};

namespace {

void addSide(TreeOutline& outline, const model::Side& side,
             const std::vector<core::OfficerView>& officers) {
    const auto sideLine = outline.add(0, utf8(side.name), {Kind::Side, side.name, "", 0});
    outline.lines[sideLine].bold = true;
    outline.lines[sideLine].open = TreeLine::Open::All;
    std::map<std::int64_t, std::size_t> formationLines;
    for (const auto& formation : side.formations) {
        const auto parent = formation.parentId ? formationLines.find(*formation.parentId)
                                               : formationLines.end();
        const auto under = parent == formationLines.end() ? sideLine : parent->second;
        std::string label = formation.name;
        if (!formation.commander.empty()) label += " (" + formation.commander + ")";
        const auto line =
            outline.add(under, utf8(label), {Kind::Formation, side.name, formation.name, 0});
        formationLines[formation.id] = line;
        for (const auto& unit : formation.units) {
            const auto unitLine =
                outline.add(line, unitLabel(unit), {Kind::Unit, side.name, unit.code, 0});
            outline.lines[unitLine].quiet = !unit.inPlay();
        }
    }
    int serving = 0;
    for (const auto& officer : officers) {
        serving += officer.side == side.name && officer.fate == model::OfficerFate::Serving;
    }
    const auto staff = outline.add(sideLine, wxString::Format("Officers (%d serving)", serving));
    for (const auto& officer : officers) {
        if (officer.side != side.name) continue;
        const auto line = outline.add(staff, officerLabel(officer),
                                      {Kind::Officer, side.name, officer.name, officer.id});
        outline.lines[line].quiet = officer.fate != model::OfficerFate::Serving;
    }
}

// The days played, the first to today, each leading to its ledger rows.
void addDays(TreeOutline& outline, const model::Campaign& campaign) {
    const auto turns = outline.add(0, "Turns");
    outline.lines[turns].bold = true;
    outline.lines[turns].open = TreeLine::Open::Item;
    for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
        wxString label = utf8("Day " + std::to_string(day.turnNumberFrom(campaign.startDate)) +
                              " · " + day.longForm());
        if (day == campaign.date) label += utf8(" · today: " + campaign.activeSide + " turn");
        outline.add(turns, label, {Kind::Day, "", day.iso(), 0});
    }
}

// Each day that has battles, leading to the Battles page on that day, and its battles; a
// voided one greyed.
void addBattles(TreeOutline& outline, const model::Campaign& campaign,
                const std::vector<core::BattleView>& battles) {
    const auto branch = outline.add(0, "Battles");
    outline.lines[branch].bold = true;
    outline.lines[branch].open = TreeLine::Open::All;
    if (battles.empty()) {
        outline.lines[outline.add(branch, "No battles fought yet")].quiet = true;
    }
    std::map<std::string, std::size_t> days;
    for (const auto& view : battles) {
        const auto& date = view.battle.date;
        auto day = days.find(date.iso());
        if (day == days.end()) {
            const wxString label = utf8(
                "Day " + std::to_string(date.turnNumberFrom(campaign.startDate)) + " · " +
                date.longForm());
            day = days.emplace(date.iso(),
                               outline.add(branch, label, {Kind::BattleDay, "", date.iso(), 0}))
                      .first;
        }
        const auto line =
            outline.add(day->second, utf8(battleLine(view)), {Kind::Battle, "", "", view.battle.id});
        outline.lines[line].quiet = view.battle.state == model::BattleState::Voided;
    }
}

}  // namespace

CampaignTree::~CampaignTree() = default;

void CampaignTree::show(const model::Campaign& campaign,
                        const std::vector<core::OfficerView>& officers,
                        const std::vector<core::BattleView>& battles) {
    auto outline = std::make_unique<TreeOutline>();
    outline->add(0, utf8(campaign.name));
    for (const auto& side : campaign.sides) addSide(*outline, side, officers);
    addDays(*outline, campaign);
    addBattles(*outline, campaign, battles);
    Freeze();
    if (shown_ && shown_->sameShape(*outline)) {
        relabel(*outline);
    } else {
        rebuild(*outline);
    }
    Thaw();
    shown_ = std::move(outline);
}

void CampaignTree::relabel(const TreeOutline& outline) {
    for (std::size_t i = 0; i < outline.lines.size(); ++i) {
        const auto& line = outline.lines[i];
        const auto& was = shown_->lines[i];
        if (line.label != was.label) SetItemText(items_[i], line.label);
        if (line.quiet != was.quiet) {
            SetItemTextColour(items_[i], line.quiet ? quietGrey : wxNullColour);
        }
    }
}

void CampaignTree::rebuild(const TreeOutline& outline) {
    DeleteAllItems();
    items_.clear();
    for (std::size_t i = 0; i < outline.lines.size(); ++i) {
        const auto& line = outline.lines[i];
        items_.push_back(i == 0 ? AddRoot(line.label, -1, -1, new TargetData(line.target))
                                : AppendItem(items_[line.parent], line.label, -1, -1,
                                             new TargetData(line.target)));
        if (line.bold) SetItemBold(items_[i]);
        if (line.quiet) SetItemTextColour(items_[i], quietGrey);
    }
    for (std::size_t i = 0; i < outline.lines.size(); ++i) {
        if (outline.lines[i].open == TreeLine::Open::All) ExpandAllChildren(items_[i]);
        if (outline.lines[i].open == TreeLine::Open::Item) Expand(items_[i]);
    }
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
    if (data && data->target == target) return item;
    wxTreeItemIdValue cookie;
    for (auto child = GetFirstChild(item, cookie); child.IsOk();
         child = GetNextChild(item, cookie)) {
        if (const auto found = findUnder(child, target); found.IsOk()) return found;
    }
    return {};
}

}  // namespace tachanka::gui
