#include "app/gui/actions/turn_panel.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/combat_section.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

constexpr int margin = 14;

// The font first, then the text: a label measures itself when its text is set.
wxStaticText* styled(wxWindow* parent, const wxString& text, const wxFont& font) {
    auto* label = new wxStaticText(parent, wxID_ANY, "");
    label->SetFont(font);
    label->SetLabel(text);
    return label;
}

}  // namespace

TurnPanel::TurnPanel(wxWindow* parent, CampaignActions& actions)
    : wxScrolledWindow(parent, wxID_ANY), actions_(actions) {
    SetScrollRate(0, 12);
    date_ = styled(this, "", GetFont().Scaled(1.6f).Bold());
    position_ = styled(this, "", GetFont().Scaled(1.15f));
    advance_ = new wxButton(this, wxID_ANY, "Advance to the next phase");
    advance_->SetToolTip(utf8("Turn → Advance phase (Ctrl+Shift+A)"));
    byHand_ = new wxStaticText(this, wxID_ANY, "");
    appliedHeading_ = heading(this, "When this phase began, the rules did");
    applied_ = new wxStaticText(this, wxID_ANY, "");
    sides_ = new wxStaticText(this, wxID_ANY, "");

    recruitment_ = new wxStaticBoxSizer(wxVERTICAL, this, "Recruitment (4)");
    wxWindow* box = recruitment_->GetStaticBox();
    damaged_ = new RowsList(box, "damaged-units",
                            {{"Unit"}, {"Name", true}, {"Steps"}, {"TQ"}, {"Mode"}, {"Hex"}});
    recover_ = new wxButton(box, wxID_ANY, utf8("Recover steps…"));
    recover_->SetToolTip("Spend recruit points on the selected unit's lost steps (4.3.1)");
    battalion_ = new wxButton(box, wxID_ANY, utf8("Build battalion…"));
    battalion_->SetToolTip("Raise a new battalion of recruits (4.3.2)");
    convert_ = new wxButton(box, wxID_ANY, utf8("Convert prisoners…"));
    convert_->SetToolTip("Enlist prisoners as recruit points (4.1)");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    for (wxButton* button : {recover_, battalion_, convert_}) buttons->Add(button, 0, wxRIGHT, 8);
    recruitment_->Add(new wxStaticText(box, wxID_ANY,
                                       "Units of the side playing that have lost steps:"),
                      0, wxALL, 6);
    recruitment_->Add(damaged_, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    recruitment_->Add(buttons, 0, wxALL, 6);

    combat_ = std::make_unique<CombatSection>(this, actions_.battles());

    outcome_ = new wxStaticText(this, wxID_ANY, "");
    outcome_->SetForegroundColour(wxColour(20, 90, 40));

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(date_, 0, wxLEFT | wxRIGHT | wxTOP, margin);
    sizer->Add(position_, 0, wxLEFT | wxRIGHT | wxTOP, margin);
    sizer->Add(advance_, 0, wxALL, margin);
    sizer->Add(sides_, 0, wxLEFT | wxRIGHT | wxBOTTOM, margin);
    sizer->Add(heading(this, "In this phase (sequence of play)"), 0, wxLEFT | wxRIGHT, margin);
    sizer->Add(byHand_, 0, wxEXPAND | wxALL, margin);
    sizer->Add(appliedHeading_, 0, wxLEFT | wxRIGHT, margin);
    sizer->Add(applied_, 0, wxEXPAND | wxALL, margin);
    sizer->Add(recruitment_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, margin);
    sizer->Add(combat_->sizer(), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, margin);
    sizer->Add(heading(this, "Last action"), 0, wxLEFT | wxRIGHT, margin);
    sizer->Add(outcome_, 0, wxEXPAND | wxALL, margin);
    SetSizer(sizer);

    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { rewrap(); });
    });
    advance_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { actions_.advancePhase(); });
    recover_->Bind(wxEVT_BUTTON,
                   [this](wxCommandEvent&) { actions_.recoverSteps(selectedUnit()); });
    battalion_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { actions_.buildBattalion(); });
    convert_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { actions_.convertPrisoners(); });
}

TurnPanel::~TurnPanel() = default;

void TurnPanel::showLines(wxStaticText& text, const std::vector<std::string>& lines,
                          const std::string& none) {
    std::string joined;
    for (const auto& line : lines) joined += (joined.empty() ? "• " : "\n• ") + line;
    showWrapped(text, utf8(joined.empty() ? none : joined));
}

void TurnPanel::showWrapped(wxStaticText& text, const wxString& label) {
    unwrapped_[&text] = label;
    text.SetLabel(label);
    text.Wrap(wrapWidth());
}

int TurnPanel::wrapWidth() const {
    const int width = GetClientSize().GetWidth() - 2 * margin;
    return width > 200 ? width : 200;
}

void TurnPanel::rewrap() {
    for (const auto& [text, label] : unwrapped_) {
        text->SetLabel(label);
        text->Wrap(wrapWidth());
    }
    FitInside();
    Layout();
}

std::string TurnPanel::selectedUnit() const {
    const long row = damaged_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return row < 0 ? std::string() : damaged_->GetItemText(row, 0).utf8_string();
}

void TurnPanel::refresh() {
    const auto file = actions_.campaignFile();
    core::TurnStatus status;
    try {
        if (!file) throw core::UserError("No campaign is open.");
        status = core::describeTurn(*file);
    } catch (const core::UserError& error) {
        date_->SetLabel("");
        showWrapped(*position_, utf8(error.what()));
        for (wxButton* button : {advance_, recover_, battalion_, convert_}) button->Disable();
        combat_->sizer()->GetStaticBox()->Hide();
        combat_->sizer()->ShowItems(false);
        Layout();
        return;
    }
    const model::Campaign& campaign = status.campaign;
    date_->SetLabel(utf8(campaign.date.longForm()));
    showWrapped(*position_, utf8(
        campaign.activeSide + " turn · " + std::string(model::phaseTitle(campaign.phase)) +
        "   ·   day " + std::to_string(campaign.date.turnNumberFrom(campaign.startDate)) +
        " of " + std::to_string(campaign.turns) +
        (status.ended ? "   ·   the scenario's last phase: the campaign ends with it" : "")));
    advance_->Enable(!status.ended);

    std::string sides;
    for (const auto& side : campaign.sides) {
        sides += (sides.empty() ? "" : "     ") + side.name + ": " +
                 std::to_string(side.recruitPoints) + " RP, " + std::to_string(side.prisoners) +
                 " prisoners";
    }
    sides_->SetLabel(utf8(sides));
    showLines(*byHand_, status.byHand, "Nothing: the rules do this phase on their own.");

    // The last advance's automatic steps, as long as the campaign still stands where it left.
    const auto& advance = actions_.lastAdvance();
    const bool fresh = advance && advance->now.campaign.turnLine() == campaign.turnLine();
    std::vector<std::string> applied;
    if (fresh) {
        for (const auto& step : advance->applied) applied.push_back(step.text);
    }
    appliedHeading_->Show(fresh);
    applied_->Show(fresh);
    showLines(*applied_, applied, "Nothing.");

    const bool recruiting = campaign.phase == model::Phase::Recruitment;
    recruitment_->GetStaticBox()->Show(recruiting);
    recruitment_->ShowItems(recruiting);
    for (wxButton* button : {recover_, battalion_, convert_}) button->Enable(recruiting);
    damaged_->DeleteAllItems();
    // Filled only while shown: a long campaign's side has thousands of damaged units.
    const model::Side* side = recruiting ? campaign.side(campaign.activeSide) : nullptr;
    if (side != nullptr) {
        recruitment_->GetStaticBox()->SetLabel(utf8("Recruitment (4): " + side->name + ", " +
                                                    std::to_string(side->recruitPoints) +
                                                    " RP, " + std::to_string(side->prisoners) +
                                                    " prisoners"));
        for (const model::Unit* unit : side->units()) {
            if (!unit->inPlay() || unit->stepsLost == 0) continue;
            const long row = damaged_->InsertItem(damaged_->GetItemCount(), utf8(unit->code));
            damaged_->SetItem(row, 1, utf8(unit->name));
            damaged_->SetItem(row, 2, std::to_string(unit->stepsRemaining()) + " of " +
                                          std::to_string(unit->stepsMax));
            damaged_->SetItem(row, 3, utf8(core::troopQualityText(*unit)));
            damaged_->SetItem(row, 4, utf8(std::string(model::unitModeName(unit->mode))));
            damaged_->SetItem(row, 5, utf8(unit->hex ? unit->hex->label() : "off map"));
        }
    }
    damaged_->fitToRows();
    combat_->refresh(*file, campaign);
    // Opened on a campaign played elsewhere, the page still says what was done last.
    std::vector<std::string> outcome = actions_.lastOutcome();
    if (outcome.empty()) {
        if (const auto last = core::actionToUndo(*file)) outcome = {last->description};
    }
    showLines(*outcome_, outcome, "None yet: the campaign is as it was created.");
    FitInside();
    Layout();
}

}  // namespace tachanka::gui
